/**
 * The one dialog to add or edit an invoice title (admin writes: POST /api/Invoices/titles, PUT
 * /api/Invoices/titles/:id), used by the checkout (add in place) and the enterprise title screen. Rules as
 * the server's: tax number 15–20 upper-case letters/digits (18 = a valid 统一社会信用代码), registered
 * address and phone, bank and account required for 增值税专用发票. A server refusal keeps the input and
 * marks the field the answer names. After a save every cached title list is fetched again. A new title starts
 * from what the company entered in 企业信息 (name, 统一社会信用代码 as the tax number, registered address).
 */
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import type { CompanyInfo } from '../../contract/company';
import type { InvoiceTitle, InvoiceTitleBody } from '../../contract/invoices';
import { isValidTaxNumber, TAX_NUMBER_MESSAGE } from '../../contract/validators';
import { call } from '../../core/http';
import { revalidateKeys } from '../../core/query';
import { $session } from '../../core/session';
import { Checkbox, RadioGroup } from '../../ui/choice';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { BookEntryDialog } from './BookEntryDialog';
import { TITLES_URL } from './invoice-urls';
import { FormGrid } from './layout';

export { TITLES_URL };

const FIELDS = [
  'Type',
  'Name',
  'TaxNumber',
  'RegisteredAddress',
  'RegisteredPhone',
  'BankName',
  'BankAccount',
  'IsDefault',
] as const;

interface Values {
  Type: '1' | '2';
  Name: string;
  TaxNumber: string;
  RegisteredAddress: string;
  RegisteredPhone: string;
  BankName: string;
  BankAccount: string;
  IsDefault: boolean;
}

/** The write body of a saved title, with changes (e.g. `{ IsDefault: true }`). */
export function titleBody(t: InvoiceTitle, patch: Partial<InvoiceTitleBody> = {}): InvoiceTitleBody {
  return {
    Type: t.Type === 2 ? 2 : 1,
    Name: t.Name,
    TaxNumber: t.TaxNumber,
    RegisteredAddress: t.RegisteredAddress,
    RegisteredPhone: t.RegisteredPhone,
    BankName: t.BankName,
    BankAccount: t.BankAccount,
    IsDefault: t.IsDefault,
    ...patch,
  };
}

/** What a new title starts with: the company's own name, credit code and registered address (all editable). */
export function titlePrefill(company: CompanyInfo | null): Pick<Values, 'Name' | 'TaxNumber' | 'RegisteredAddress'> {
  return {
    Name: company?.Name.trim() ?? '',
    TaxNumber: company?.CreditCode.trim().toUpperCase() ?? '',
    RegisteredAddress: company?.RegisteredAddress.trim() ?? '',
  };
}

/** Refetches every cached answer of the title list (after a write). */
export function refreshTitles(): void {
  void revalidateKeys((key) => key.startsWith(TITLES_URL));
}

export interface InvoiceTitleDialogProps {
  /** The title to edit; null or absent adds a new one. */
  title?: InvoiceTitle | null;
  /** The type a new title starts with (2 when the buyer chose 增值税专用发票). Default 1. */
  defaultType?: 1 | 2;
  /** A new title starts as the default one (the company has none yet). Default false. */
  defaultIsDefault?: boolean;
  onClose: () => void;
  /** Called with the saved title (the dialog has already said so and refreshed the lists). */
  onSaved?: (title: InvoiceTitle) => void;
}

export function InvoiceTitleDialog({
  title = null,
  defaultType = 1,
  defaultIsDefault = false,
  onClose,
  onSaved,
}: InvoiceTitleDialogProps) {
  const company = useStore($session).company;
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: title
      ? { ...titleBody(title), Type: title.Type === 2 ? '2' : '1', IsDefault: title.IsDefault }
      : {
          Type: defaultType === 2 ? '2' : '1',
          ...titlePrefill(company),
          RegisteredPhone: '',
          BankName: '',
          BankAccount: '',
          IsDefault: defaultIsDefault,
        },
  });
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const type = watch('Type');
  const special = type === '2';
  const needed = (label: string, maxLength: number) => fieldRules({ label, required: special, maxLength });

  const save = (v: Values) => {
    const body: InvoiceTitleBody = {
      Type: v.Type === '2' ? 2 : 1,
      Name: v.Name.trim(),
      TaxNumber: v.TaxNumber.trim().toUpperCase(),
      RegisteredAddress: v.RegisteredAddress.trim(),
      RegisteredPhone: v.RegisteredPhone.trim(),
      BankName: v.BankName.trim(),
      BankAccount: v.BankAccount.trim(),
      IsDefault: v.IsDefault,
    };
    return title
      ? call('PUT /api/Invoices/titles/:id', { params: { id: title.Id }, body })
      : call('POST /api/Invoices/titles', { body });
  };

  return (
    <BookEntryDialog
      noun="发票抬头"
      editing={title !== null}
      form={form}
      fields={FIELDS}
      save={save}
      refresh={refreshTitles}
      onSaved={onSaved}
      onClose={onClose}
    >
      <FormField label="发票类型" required group>
        {(p) => (
          <RadioGroup
            {...p}
            name="title-type"
            value={type}
            onChange={(value) => setValue('Type', value as '1' | '2', { shouldValidate: formState.isSubmitted })}
            options={[
              { value: '1', label: '普通发票' },
              { value: '2', label: '增值税专用发票' },
            ]}
          />
        )}
      </FormField>
      <FormGrid>
        <FormField label="抬头名称" required error={errors.Name?.message}>
          <Input
            {...register('Name', fieldRules({ label: '抬头名称', required: true, maxLength: 128 }))}
            placeholder="企业全称"
          />
        </FormField>
        <FormField label="纳税人识别号" required error={errors.TaxNumber?.message} hint="15–20 位大写字母或数字">
          <Input
            maxLength={20}
            autoCapitalize="characters"
            {...register(
              'TaxNumber',
              fieldRules({
                label: '纳税人识别号',
                required: true,
                check: (t) => isValidTaxNumber(t.toUpperCase()) || TAX_NUMBER_MESSAGE,
              }),
            )}
          />
        </FormField>
        <FormField label="注册地址" required={special} error={errors.RegisteredAddress?.message}>
          <Input {...register('RegisteredAddress', needed('注册地址', 200))} />
        </FormField>
        <FormField label="注册电话" required={special} error={errors.RegisteredPhone?.message}>
          <Input type="tel" {...register('RegisteredPhone', needed('注册电话', 32))} />
        </FormField>
        <FormField label="开户银行" required={special} error={errors.BankName?.message}>
          <Input {...register('BankName', needed('开户银行', 64))} />
        </FormField>
        <FormField label="银行账号" required={special} error={errors.BankAccount?.message}>
          <Input inputMode="numeric" {...register('BankAccount', needed('银行账号', 40))} />
        </FormField>
      </FormGrid>
      <Checkbox {...register('IsDefault')}>设为默认抬头</Checkbox>
    </BookEntryDialog>
  );
}
