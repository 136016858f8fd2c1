/**
 * Dialogs of the checkout to add an invoice title or a receiving address in place (admin writes:
 * POST /api/Invoices/titles, /api/Invoices/addresses). Rules as the server's: tax number 15–20 upper-case
 * letters/digits (18 = a valid 统一社会信用代码), all bank fields for 增值税专用发票, a mainland mobile.
 * Server refusals keep the input and mark the field named by the answer.
 */
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type { InvoiceAddress, InvoiceTitle } from '../../contract/invoices';
import { isMainlandMobile, isValidTaxNumber } from '../../contract/validators';
import { api, ApiError } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { PROVINCES } from './provinces';

function markServerField<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly string[]) {
  if (error instanceof ApiError && error.status === 400 && error.field && known.includes(error.field)) {
    setError(error.field as Path<T>, { type: 'server', message: error.message });
  }
}

export interface TitleFormValues {
  Type: '1' | '2';
  Name: string;
  TaxNumber: string;
  RegisteredAddress: string;
  RegisteredPhone: string;
  BankName: string;
  BankAccount: string;
}

const TITLE_FIELDS = ['Type', 'Name', 'TaxNumber', 'RegisteredAddress', 'RegisteredPhone', 'BankName', 'BankAccount'] as const;

export const TAX_NUMBER_MESSAGE = '纳税人识别号应为 15–20 位大写字母或数字，18 位须为有效的统一社会信用代码';

export interface TitleDialogProps {
  open: boolean;
  onClose: () => void;
  /** 2 when the buyer chose 增值税专用发票 (the title must then be a special one). */
  defaultType: 1 | 2;
  onCreated: (title: InvoiceTitle) => void;
}

export function TitleDialog({ open, onClose, defaultType, onCreated }: TitleDialogProps) {
  const form = useForm<TitleFormValues>({
    mode: 'onTouched',
    defaultValues: { Type: String(defaultType) as '1' | '2', Name: '', TaxNumber: '', RegisteredAddress: '', RegisteredPhone: '', BankName: '', BankAccount: '' },
  });
  const { register, handleSubmit, formState, watch, setValue, setError } = form;
  const type = watch('Type');
  const special = type === '2';
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    const body = {
      Type: Number(v.Type) as 1 | 2,
      Name: v.Name.trim(),
      TaxNumber: v.TaxNumber.trim().toUpperCase(),
      RegisteredAddress: v.RegisteredAddress.trim(),
      RegisteredPhone: v.RegisteredPhone.trim(),
      BankName: v.BankName.trim(),
      BankAccount: v.BankAccount.trim(),
    };
    try {
      const created = await api<InvoiceTitle>('/api/Invoices/titles', { method: 'POST', body });
      showMessage('success', '发票抬头已添加');
      onCreated(created);
      form.reset();
    } catch (error) {
      markServerField(error, setError, TITLE_FIELDS);
    }
  });

  const specialRule = (label: string, max: number) => fieldRules<TitleFormValues>({ label, required: special, maxLength: max });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="新增发票抬头"
      width={560}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={formState.isSubmitting} onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="新增发票抬头">
        <FormField label="发票类型" group required>
          <RadioGroup
            name="title-type"
            value={type}
            onChange={(value) => setValue('Type', value as '1' | '2', { shouldValidate: formState.isSubmitted })}
            options={[
              { value: '1', label: '普通发票' },
              { value: '2', label: '增值税专用发票' },
            ]}
          />
        </FormField>
        <FormField label="抬头名称" required error={errors.Name?.message}>
          <Input {...register('Name', fieldRules({ label: '抬头名称', required: true, maxLength: 128 }))} placeholder="企业全称" />
        </FormField>
        <FormField label="纳税人识别号" required error={errors.TaxNumber?.message} hint="15–20 位大写字母或数字">
          <Input
            {...register(
              'TaxNumber',
              fieldRules({
                label: '纳税人识别号',
                required: true,
                validate: { taxNumber: (v) => isValidTaxNumber(String(v).trim().toUpperCase()) || TAX_NUMBER_MESSAGE },
              }),
            )}
            autoCapitalize="characters"
          />
        </FormField>
        <FormField label="注册地址" required={special} error={errors.RegisteredAddress?.message}>
          <Input {...register('RegisteredAddress', specialRule('注册地址', 200))} />
        </FormField>
        <FormField label="注册电话" required={special} error={errors.RegisteredPhone?.message}>
          <Input {...register('RegisteredPhone', specialRule('注册电话', 32))} inputMode="tel" />
        </FormField>
        <FormField label="开户银行" required={special} error={errors.BankName?.message}>
          <Input {...register('BankName', specialRule('开户银行', 64))} />
        </FormField>
        <FormField label="银行账号" required={special} error={errors.BankAccount?.message}>
          <Input {...register('BankAccount', specialRule('银行账号', 40))} inputMode="numeric" />
        </FormField>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

export interface AddressFormValues {
  Recipient: string;
  Mobile: string;
  Province: string;
  City: string;
  District: string;
  Detail: string;
}

const ADDRESS_FIELDS = ['Recipient', 'Mobile', 'Province', 'City', 'District', 'Detail'] as const;

export interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (address: InvoiceAddress) => void;
}

export function AddressDialog({ open, onClose, onCreated }: AddressDialogProps) {
  const form = useForm<AddressFormValues>({
    mode: 'onTouched',
    defaultValues: { Recipient: '', Mobile: '', Province: '', City: '', District: '', Detail: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    const body = Object.fromEntries(Object.entries(v).map(([k, value]) => [k, String(value).trim()]));
    try {
      const created = await api<InvoiceAddress>('/api/Invoices/addresses', { method: 'POST', body });
      showMessage('success', '收票地址已添加');
      onCreated(created);
      form.reset();
    } catch (error) {
      markServerField(error, setError, ADDRESS_FIELDS);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="新增收票地址"
      width={560}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={formState.isSubmitting} onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="新增收票地址">
        <FormField label="收票人" required error={errors.Recipient?.message}>
          <Input {...register('Recipient', fieldRules({ label: '收票人', required: true, maxLength: 32 }))} />
        </FormField>
        <FormField label="手机号码" required error={errors.Mobile?.message}>
          <Input
            {...register(
              'Mobile',
              fieldRules({ label: '手机号码', required: true, validate: { mobile: (v) => isMainlandMobile(String(v).trim()) || '请输入正确的手机号码' } }),
            )}
            inputMode="tel"
            maxLength={11}
          />
        </FormField>
        <FormField label="省份" required error={errors.Province?.message}>
          <Select
            {...register('Province', fieldRules({ label: '省份', required: true, select: true }))}
            placeholder="请选择省份"
            options={PROVINCES.map((p) => ({ value: p, label: p }))}
          />
        </FormField>
        <FormField label="城市" required error={errors.City?.message}>
          <Input {...register('City', fieldRules({ label: '城市', required: true, maxLength: 32 }))} />
        </FormField>
        <FormField label="区县" required error={errors.District?.message}>
          <Input {...register('District', fieldRules({ label: '区县', required: true, maxLength: 32 }))} />
        </FormField>
        <FormField label="详细地址" required error={errors.Detail?.message}>
          <Input {...register('Detail', fieldRules({ label: '详细地址', required: true, maxLength: 200 }))} />
        </FormField>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
