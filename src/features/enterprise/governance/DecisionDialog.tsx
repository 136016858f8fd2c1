/**
 * 通过 / 驳回 one level of an order waiting for approval. A rejection needs its reason (the requester reads it on
 * the order); an approval's comment is optional. The server checks that the caller decides this level (403) and
 * that the order still waits (409: someone else decided it, or it timed out).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApprovalItem } from '../../../contract/governance';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Dialog } from '../../../ui/dialog';
import { FormField, fieldRules } from '../../../ui/form';
import { Textarea } from '../../../ui/input';
import { DialogFooter, showFailure } from '../../shared/forms';
import { Muted } from '../../shared/layout';
import { refresh } from '../../shared/use-api-query';

export type Decision = 'approve' | 'reject';

export function DecisionDialog({
  item,
  decision,
  onClose,
}: {
  item: ApprovalItem;
  decision: Decision;
  onClose: () => void;
}) {
  const rejecting = decision === 'reject';
  const { register, handleSubmit, formState } = useForm<{ Comment: string }>({
    mode: 'onTouched',
    defaultValues: { Comment: '' },
  });
  const [saving, setSaving] = useState(false);
  const submit = handleSubmit(async (v) => {
    setSaving(true);
    try {
      const body = { Comment: v.Comment.trim() };
      const order = rejecting
        ? await call('POST /api/Approvals/:id/reject', { params: { id: item.Id }, body })
        : await call('POST /api/Approvals/:id/approve', { params: { id: item.Id }, body });
      showMessage(
        'success',
        rejecting
          ? `已驳回订单 ${item.OrderNo}`
          : order.Status === 5
            ? `已通过，订单 ${item.OrderNo} 转至下一级审批`
            : `审批完成，订单 ${item.OrderNo} 已进入待支付`,
      );
      refresh('/api/Approvals');
      refresh('/api/Company/budgets');
      onClose();
    } catch (e) {
      showFailure(e);
      refresh('/api/Approvals');
    } finally {
      setSaving(false);
    }
  });
  const title = `${rejecting ? '驳回' : '通过'}订单 ${item.OrderNo}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <DialogFooter
          saving={saving}
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitText={rejecting ? '驳回' : '通过'}
        />
      }
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <p>
          {item.RequesterName} 提交，金额 <strong>{formatMoney(item.TotalAmount)}</strong>
          {item.Approval.Reason ? <Muted>（{item.Approval.Reason}）</Muted> : null}
        </p>
        <FormField
          label={rejecting ? '驳回原因' : '审批意见（选填）'}
          required={rejecting}
          error={formState.errors.Comment?.message}
          hint={rejecting ? '采购人将在订单上看到此原因' : undefined}
        >
          <Textarea
            rows={3}
            maxLength={500}
            {...register(
              'Comment',
              fieldRules({ label: rejecting ? '驳回原因' : '审批意见', required: rejecting, maxLength: 500 }),
            )}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
