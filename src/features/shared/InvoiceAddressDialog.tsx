/**
 * The one dialog to add or edit an invoice (receiving) address (admin writes: POST
 * /api/Invoices/addresses, PUT /api/Invoices/addresses/:id), used by the checkout (add in place) and the
 * enterprise address screen: recipient, mainland mobile, province / city / district (chosen from the complete
 * divisions of GET /api/Divisions, as the delivery address book), detail, default. A server refusal keeps the input
 * and marks the field the answer names. After a save every cached address list is fetched again.
 */
import { useForm } from 'react-hook-form';
import type { InvoiceAddress, InvoiceAddressBody } from '../../contract/invoices';
import { isMainlandMobile, MOBILE_MESSAGE } from '../../contract/validators';
import { call } from '../../core/http';
import { revalidateKeys } from '../../core/query';
import { Checkbox } from '../../ui/choice';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { DivisionFields } from './address/DivisionFields';
import { BookEntryDialog } from './BookEntryDialog';
import { ADDRESSES_URL } from './invoice-urls';
import { FormGrid } from './layout';

export { ADDRESSES_URL };

const FIELDS = ['Recipient', 'Mobile', 'Province', 'City', 'District', 'Detail', 'IsDefault'] as const;

interface Values {
  Recipient: string;
  Mobile: string;
  Province: string;
  City: string;
  District: string;
  Detail: string;
  IsDefault: boolean;
}

/** The write body of a saved address, with changes (e.g. `{ IsDefault: true }`). */
export function addressBody(a: InvoiceAddress, patch: Partial<InvoiceAddressBody> = {}): InvoiceAddressBody {
  return {
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

/** Refetches every cached answer of the address list (after a write). */
export function refreshAddresses(): void {
  void revalidateKeys((key) => key.startsWith(ADDRESSES_URL));
}

export interface InvoiceAddressDialogProps {
  /** The address to edit; null or absent adds a new one. */
  address?: InvoiceAddress | null;
  /** A new address starts as the default one (the company has none yet). Default false. */
  defaultIsDefault?: boolean;
  onClose: () => void;
  /** Called with the saved address (the dialog has already said so and refreshed the lists). */
  onSaved?: (address: InvoiceAddress) => void;
}

export function InvoiceAddressDialog({
  address = null,
  defaultIsDefault = false,
  onClose,
  onSaved,
}: InvoiceAddressDialogProps) {
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: address
      ? addressBody(address)
      : {
          Recipient: '',
          Mobile: '',
          Province: '',
          City: '',
          District: '',
          Detail: '',
          IsDefault: defaultIsDefault,
        },
  });
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;

  const save = (v: Values) => {
    const body: InvoiceAddressBody = {
      Recipient: v.Recipient.trim(),
      Mobile: v.Mobile.trim(),
      Province: v.Province,
      City: v.City,
      District: v.District,
      Detail: v.Detail.trim(),
      IsDefault: v.IsDefault,
    };
    return address
      ? call('PUT /api/Invoices/addresses/:id', { params: { id: address.Id }, body })
      : call('POST /api/Invoices/addresses', { body });
  };

  return (
    <BookEntryDialog
      noun="收票地址"
      editing={address !== null}
      form={form}
      fields={FIELDS}
      save={save}
      refresh={refreshAddresses}
      onSaved={onSaved}
      onClose={onClose}
    >
      <FormGrid>
        <FormField label="收票人" required error={errors.Recipient?.message}>
          <Input {...register('Recipient', fieldRules({ label: '收票人', required: true, maxLength: 32 }))} />
        </FormField>
        <FormField label="手机号码" required error={errors.Mobile?.message}>
          <Input
            type="tel"
            maxLength={11}
            {...register(
              'Mobile',
              fieldRules({ label: '手机号码', required: true, check: (m) => isMainlandMobile(m) || MOBILE_MESSAGE }),
            )}
          />
        </FormField>
        <DivisionFields register={register} watch={watch} setValue={setValue} errors={errors} />
      </FormGrid>
      <FormField label="详细地址" required error={errors.Detail?.message}>
        <Input
          {...register('Detail', fieldRules({ label: '详细地址', required: true, maxLength: 200 }))}
          placeholder="街道、门牌号、楼层"
        />
      </FormField>
      <Checkbox {...register('IsDefault')}>设为默认收票地址</Checkbox>
    </BookEntryDialog>
  );
}
