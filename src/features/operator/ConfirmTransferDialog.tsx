/**
 * 确认对公转账到账 (收款与退款 → 待确认转账): the operator reads a received transfer off the bank statement —
 * remittance code, amount, the line's reference — and, for a transfer short by no more than TRANSFER_TOLERANCE
 * (a bank fee), the reason it is accepted. The server decides: it refuses an amount off by more on its field.
 */
import { useState } from 'react';
import type { PendingTransfer } from '../../contract/operator';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Dialog } from '../../ui/dialog';
import { Alert } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { DialogFooter, refresh, showWriteFailure } from './common';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export function ConfirmTransferDialog({
  transfer,
  onClose,
}: {
  transfer: PendingTransfer | null;
  onClose: () => void;
}) {
  const [code, setCode] = useState(transfer?.RemittanceCode ?? '');
  const [amount, setAmount] = useState('');
  const [bankRef, setBankRef] = useState('');
  const [shortReason, setShortReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!code.trim()) next.RemittanceCode = '请填写汇款识别码';
    if (!AMOUNT.test(amount.trim())) next.Amount = '请输入银行流水上的到账金额（最多两位小数）';
    if (!bankRef.trim()) next.BankRef = '请填写银行流水号';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const result = await call('POST /api/Operator/transfers/confirm', {
        body: {
          RemittanceCode: code.trim(),
          Amount: amount.trim(),
          BankRef: bankRef.trim(),
          ...(shortReason.trim() ? { ShortReason: shortReason.trim() } : {}),
        },
      });
      showMessage(
        'success',
        result.ShortAmount
          ? `订单 ${result.OrderNo} 已确认到账 ${formatMoney(result.Amount)}（少收 ${formatMoney(result.ShortAmount)} 已接受）`
          : `订单 ${result.OrderNo} 已确认到账 ${formatMoney(result.Amount)}`,
      );
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      // A short amount is refused on its field: over the tolerance (Amount), or within it without a reason.
      const field = (e as { field?: string }).field;
      if (field === 'Amount' || field === 'ShortReason') setErrors({ [field]: (e as Error).message });
      else showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="确认对公转账到账"
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} submitText="确认到账" />}
    >
      <form
        aria-label="确认对公转账到账"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {transfer ? (
          <Alert type="info">
            订单 {transfer.OrderNo}（{transfer.CompanyName}）应付 {formatMoney(transfer.TotalAmount)}
            。到账金额须与应付金额一致；因银行手续费少收且在可接受范围内的，填写少收原因后可确认。
          </Alert>
        ) : (
          <Alert type="info">
            按银行流水上的附言（汇款识别码）和金额确认，金额须与订单应付金额一致；少收在可接受范围内的须填写少收原因。
          </Alert>
        )}
        <FormField label="汇款识别码" required error={errors.RemittanceCode}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="到账金额（元）" required error={errors.Amount}>
          <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="银行流水号" required error={errors.BankRef} hint="同一笔流水只能确认一次">
          <Input value={bankRef} onChange={(e) => setBankRef(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="少收原因" error={errors.ShortReason} hint="仅到账金额少于应付时填写，如：银行手续费">
          <Input
            value={shortReason}
            onChange={(e) => setShortReason(e.target.value)}
            maxLength={200}
            autoComplete="off"
          />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
