/**
 * The add / edit dialog of a delivery address (收货地址), shared by the enterprise address book and the
 * checkout. A new address starts from what the company already entered: 收货单位 = the company's name,
 * 收货人 and 手机号 from 企业信息 (when the phone is a mobile), 省/市/区 of the default address.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DeliveryAddress, DeliveryAddressBody } from '../../../contract/addresses';
import type { CompanyInfo } from '../../../contract/company';
import { isMainlandMobile } from '../../../contract/validators';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { invalidateKeys } from '../../../core/query';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Dialog } from '../../../ui/dialog';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { DivisionFields } from './DivisionFields';
import { DELIVERY_ADDRESSES_URL } from './urls';

export { DELIVERY_ADDRESSES_URL };

const FIELDS = ['Company', 'Recipient', 'Mobile', 'Province', 'City', 'District', 'Detail'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { IsDefault: boolean };

export function addressBodyOf(a: DeliveryAddress, patch: Partial<DeliveryAddressBody> = {}): DeliveryAddressBody {
  return {
    Company: a.Company,
    Recipient: a.Recipient,
    Mobile: a.Mobile,
    Province: a.Province,
    City: a.City,
    District: a.District,
    Detail: a.Detail,
    IsDefault: a.IsDefault,
    ...patch,
  };
}

function prefill(company: CompanyInfo | null, book: readonly DeliveryAddress[]): Values {
  const usual = book.find((a) => a.IsDefault) ?? book[0];
  const phone = company?.ContactPhone?.trim() ?? '';
  return {
    Company: company?.Name ?? '',
    Recipient: company?.ContactName ?? '',
    Mobile: isMainlandMobile(phone) ? phone : '',
    Province: usual?.Province ?? '',
    City: usual?.City ?? '',
    District: usual?.District ?? '',
    Detail: '',
    IsDefault: book.length === 0,
  };
}

export function DeliveryAddressDialog({
  address,
  company,
  book,
  onClose,
  onSaved,
}: {
  /** The address to edit; null adds one. */
  address: DeliveryAddress | null;
  company: CompanyInfo | null;
  /** The addresses the company already has (for the prefill and the first-is-default rule). */
  book: readonly DeliveryAddress[];
  onClose: () => void;
  onSaved: (saved: DeliveryAddress) => void;
}) {
  const { register, handleSubmit, formState, watch, setValue, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: address ? (addressBodyOf(address) as Values) : prefill(company, book),
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    const body: DeliveryAddressBody = {
      Company: v.Company.trim(),
      Recipient: v.Recipient.trim(),
      Mobile: v.Mobile.trim(),
      Province: v.Province,
      City: v.City,
      District: v.District,
      Detail: v.Detail.trim(),
      IsDefault: v.IsDefault,
    };
    setSaving(true);
    setProblem(null);
    try {
      // Silent: the answer is shown here, on its field or above the buttons (never twice as a toast too).
      const saved = address
        ? await call('PUT /api/Company/delivery-addresses/:id', { params: { id: address.Id }, body, silent: true })
        : await call('POST /api/Company/delivery-addresses', { body, silent: true });
      showMessage('success', address ? '收货地址已保存' : '收货地址已新增');
      // Every list of the address book (enterprise screen, checkout) shows it.
      void invalidateKeys((key) => key.startsWith(DELIVERY_ADDRESSES_URL));
      onSaved(saved);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.field && (FIELDS as readonly string[]).includes(e.field))
        setError(e.field as (typeof FIELDS)[number], { type: 'server', message: e.message });
      else setProblem(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? '编辑收货地址' : '新增收货地址'}
      width={640}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="收货地址">
        <FormField label="收货单位" error={errors.Company?.message} hint="默认为本企业">
          <Input {...register('Company', fieldRules({ label: '收货单位', maxLength: 128 }))} />
        </FormField>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
          <FormField label="收货人" required error={errors.Recipient?.message}>
            <Input {...register('Recipient', fieldRules({ label: '收货人', required: true, maxLength: 32 }))} />
          </FormField>
          <FormField label="手机号" required error={errors.Mobile?.message}>
            <Input
              type="tel"
              maxLength={11}
              {...register('Mobile', {
                required: '请输入手机号',
                validate: (m) => isMainlandMobile(String(m).trim()) || '请输入正确的手机号码',
              })}
            />
          </FormField>
          <DivisionFields register={register} watch={watch} setValue={setValue} errors={errors} />
        </div>
        <FormField label="详细地址" required error={errors.Detail?.message}>
          <Input
            {...register('Detail', fieldRules({ label: '详细地址', required: true, maxLength: 200 }))}
            placeholder="街道、门牌号、楼层、库房"
          />
        </FormField>
        <Checkbox {...register('IsDefault')}>设为默认收货地址</Checkbox>
        {problem ? (
          <p role="alert" style={{ color: 'var(--b2b-error-text, #c2410c)', margin: '8px 0 0', fontSize: 13 }}>
            {problem}
          </p>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
