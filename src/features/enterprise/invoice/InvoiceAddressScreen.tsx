/**
 * /enterprise/invoice/address (管理员) — where paper invoices are mailed: recipient, mainland mobile,
 * province / city / district (built-in list for the common ones, typed otherwise), detail, default.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InvoiceAddress, InvoiceAddressBody } from '../../../contract/invoices';
import { isMainlandMobile } from '../../../contract/validators';
import { api, ApiError } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import type { ScreenProps } from '../../../routes';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Dialog, useConfirm } from '../../../ui/dialog';
import { FormField } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { PROVINCES } from '../../checkout/provinces';
import { Actions, errorText, FormGrid, HeaderRow, markServerField, Panel, refresh, Wrap, rule, confirmDelete, DialogFooter, showFailure } from '../common';
import { AdminRefusal } from '../nav';
import { fullAddress, REGIONS } from './regions';
import { useApiQuery } from '../../shared/use-api-query';

const FIELDS = ['Recipient', 'Mobile', 'Province', 'City', 'District', 'Detail'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { IsDefault: boolean };

export function addressBody(a: InvoiceAddress, patch: Partial<InvoiceAddressBody> = {}): InvoiceAddressBody {
  return { Recipient: a.Recipient, Mobile: a.Mobile, Province: a.Province, City: a.City, District: a.District, Detail: a.Detail, IsDefault: a.IsDefault, ...patch };
}

export default function InvoiceAddressScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Addresses />;
}

function Addresses() {
  const { data, error, loading, retry } = useApiQuery<InvoiceAddress[]>('/api/Invoices/addresses');
  const [editing, setEditing] = useState<InvoiceAddress | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const makeDefault = async (a: InvoiceAddress) => {
    try {
      await api(`/api/Invoices/addresses/${a.Id}`, { method: 'PUT', body: addressBody(a, { IsDefault: true }) });
      showMessage('success', '已设为默认收票地址');
      refresh('/api/Invoices/addresses');
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (a: InvoiceAddress) =>
    confirmDelete(confirm, {
      title: '删除收票地址',
      content: `确定删除 ${a.Recipient} 的收票地址吗？`,
      url: `/api/Invoices/addresses/${a.Id}`,
      done: '收票地址已删除',
      prefix: '/api/Invoices/addresses',
    });

  const columns: TableColumn<InvoiceAddress>[] = [
    {
      key: 'Recipient',
      title: '收件人',
      render: (a) => (
        <Wrap>
          {a.Recipient} {a.IsDefault ? <Tag color="primary">默认</Tag> : null}
        </Wrap>
      ),
    },
    { key: 'Mobile', title: '手机号', nowrap: true },
    { key: 'Address', title: '收票地址', render: (a) => <Wrap>{fullAddress(a)}</Wrap> },
    {
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (a) => (
        <Actions>
          <Button size="sm" variant="text" onClick={() => setEditing(a)} aria-label={`编辑 ${a.Recipient} 的地址`}>
            编辑
          </Button>
          {!a.IsDefault ? (
            <Button size="sm" variant="text" onClick={() => void makeDefault(a)} aria-label={`将 ${a.Recipient} 的地址设为默认`}>
              设为默认
            </Button>
          ) : null}
          <Button size="sm" variant="text" onClick={() => void remove(a)} aria-label={`删除 ${a.Recipient} 的地址`}>
            删除
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="ent-address-title">
      <HeaderRow>
        <h1 id="ent-address-title">收票地址</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增地址
        </Button>
      </HeaderRow>
      <Table
        caption="收票地址列表"
        columns={columns}
        data={data ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        emptyText="还没有收票地址，纸质发票将寄送到这里"
        emptyAction={<Button size="sm" variant="primary" onClick={() => setEditing('new')}>新增地址</Button>}
        minWidth={680}
      />
      {editing !== null ? <AddressDialog address={editing === 'new' ? null : editing} first={(data ?? []).length === 0} onClose={() => setEditing(null)} /> : null}
      {confirmElement}
    </Panel>
  );
}

function AddressDialog({ address, first, onClose }: { address: InvoiceAddress | null; first: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState, watch, setValue, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: address
      ? (addressBody(address) as Values)
      : { Recipient: '', Mobile: '', Province: '', City: '', District: '', Detail: '', IsDefault: first },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  const province = watch('Province');
  const city = watch('City');
  const district = watch('District');
  const listedCities = REGIONS[province];
  const cities = listedCities && (city === '' || city in listedCities) ? listedCities : undefined;
  const listedDistricts = cities?.[city];
  const districts = listedDistricts && (district === '' || listedDistricts.includes(district)) ? listedDistricts : undefined;

  const submit = handleSubmit(async (v) => {
    const body: InvoiceAddressBody = {
      Recipient: v.Recipient.trim(),
      Mobile: v.Mobile.trim(),
      Province: v.Province,
      City: v.City.trim(),
      District: v.District.trim(),
      Detail: v.Detail.trim(),
      IsDefault: v.IsDefault,
    };
    setSaving(true);
    try {
      await api(address ? `/api/Invoices/addresses/${address.Id}` : '/api/Invoices/addresses', { method: address ? 'PUT' : 'POST', body });
      showMessage('success', address ? '收票地址已保存' : '收票地址已新增');
      refresh('/api/Invoices/addresses');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, FIELDS)) showFailure(e);
    } finally {
      setSaving(false);
    }
  });

  const cityField = register('City', rule({ label: '城市', required: true, select: Boolean(cities), maxLength: 32 }));
  const districtField = register('District', rule({ label: '区县', required: true, select: Boolean(districts), maxLength: 32 }));
  const provinceField = register('Province', rule({ label: '省份', required: true, select: true }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? '编辑收票地址' : '新增收票地址'}
      width={640}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={submit} noValidate aria-label="收票地址">
        <FormGrid>
          <FormField label="收件人" required error={errors.Recipient?.message}>
            <Input {...register('Recipient', rule({ label: '收件人', required: true, maxLength: 32 }))} />
          </FormField>
          <FormField label="手机号" required error={errors.Mobile?.message}>
            <Input
              type="tel"
              maxLength={11}
              {...register('Mobile', rule({ label: '手机号', required: true, check: (m) => isMainlandMobile(m) || '请输入正确的手机号码' }))}
            />
          </FormField>
          <FormField label="省份" required error={errors.Province?.message}>
            <Select
              placeholder="请选择省份"
              options={PROVINCES.map((p) => ({ value: p, label: p }))}
              {...provinceField}
              onChange={(e) => {
                void provinceField.onChange(e);
                const next = REGIONS[e.target.value];
                const only = next ? Object.keys(next) : [];
                setValue('City', only.length === 1 ? only[0]! : '');
                setValue('District', '');
              }}
            />
          </FormField>
          <FormField label="城市" required error={errors.City?.message}>
            {cities ? (
              <Select
                placeholder="请选择城市"
                options={Object.keys(cities).map((c) => ({ value: c, label: c }))}
                {...cityField}
                onChange={(e) => {
                  void cityField.onChange(e);
                  setValue('District', '');
                }}
              />
            ) : (
              <Input {...cityField} placeholder="如：长沙市" />
            )}
          </FormField>
          <FormField label="区县" required error={errors.District?.message}>
            {districts ? (
              <Select placeholder="请选择区县" options={districts.map((d) => ({ value: d, label: d }))} {...districtField} />
            ) : (
              <Input {...districtField} placeholder="如：岳麓区" />
            )}
          </FormField>
        </FormGrid>
        <FormField label="详细地址" required error={errors.Detail?.message}>
          <Input {...register('Detail', rule({ label: '详细地址', required: true, maxLength: 200 }))} placeholder="街道、门牌号、楼层" />
        </FormField>
        <Checkbox {...register('IsDefault')}>设为默认收票地址</Checkbox>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
