/**
 * The add / edit dialog of a delivery address (收货地址), shared by the enterprise address book and the
 * checkout. A new address starts from what the company already entered: 收货单位 = the company's name,
 * 收货人 and 手机号 from 企业信息 (when the phone is a mobile), 省/市/区 of the default address.
 */
import { useForm } from 'react-hook-form';
import type { DeliveryAddress, DeliveryAddressBody } from '../../../contract/addresses';
import type { CompanyInfo } from '../../../contract/company';
import { isMainlandMobile, MOBILE_MESSAGE } from '../../../contract/validators';
import { call } from '../../../core/http';
import { invalidateKeys } from '../../../core/query';
import { Checkbox } from '../../../ui/choice';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { BookEntryDialog } from '../BookEntryDialog';
import { FormGrid } from '../layout';
import { DivisionFields } from './DivisionFields';
import { DELIVERY_ADDRESSES_URL } from './urls';

export { DELIVERY_ADDRESSES_URL };

const FIELDS = ['Company', 'Recipient', 'Mobile', 'Province', 'City', 'District', 'Detail'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { IsDefault: boolean };

/** Refetches every list of the address book (enterprise screen, checkout). */
export function refreshDeliveryAddresses(): void {
  void invalidateKeys((key) => key.startsWith(DELIVERY_ADDRESSES_URL));
}

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
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: address ? (addressBodyOf(address) as Values) : prefill(company, book),
  });
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;

  const save = (v: Values) => {
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
    return address
      ? call('PUT /api/Company/delivery-addresses/:id', { params: { id: address.Id }, body })
      : call('POST /api/Company/delivery-addresses', { body });
  };

  return (
    <BookEntryDialog
      noun="收货地址"
      editing={address !== null}
      form={form}
      fields={FIELDS}
      save={save}
      refresh={refreshDeliveryAddresses}
      onSaved={onSaved}
      onClose={onClose}
    >
      <FormField label="收货单位" error={errors.Company?.message} hint="默认为本企业">
        <Input {...register('Company', fieldRules({ label: '收货单位', maxLength: 128 }))} />
      </FormField>
      <FormGrid>
        <FormField label="收货人" required error={errors.Recipient?.message}>
          <Input {...register('Recipient', fieldRules({ label: '收货人', required: true, maxLength: 32 }))} />
        </FormField>
        <FormField label="手机号" required error={errors.Mobile?.message}>
          <Input
            type="tel"
            maxLength={11}
            {...register(
              'Mobile',
              fieldRules({ label: '手机号', required: true, check: (m) => isMainlandMobile(m) || MOBILE_MESSAGE }),
            )}
          />
        </FormField>
        <DivisionFields register={register} watch={watch} setValue={setValue} errors={errors} />
      </FormGrid>
      <FormField label="详细地址" required error={errors.Detail?.message}>
        <Input
          {...register('Detail', fieldRules({ label: '详细地址', required: true, maxLength: 200 }))}
          placeholder="街道、门牌号、楼层、库房"
        />
      </FormField>
      <Checkbox {...register('IsDefault')}>设为默认收货地址</Checkbox>
    </BookEntryDialog>
  );
}
