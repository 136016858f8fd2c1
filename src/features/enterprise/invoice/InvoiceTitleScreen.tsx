/**
 * /enterprise/invoice/title (管理员) — invoice titles: 普通发票 (name + tax number) and 增值税专用发票
 * (also registered address and phone, bank and account); one default title.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InvoiceTypeName } from '../../../contract/enums';
import type { InvoiceTitle, InvoiceTitleBody } from '../../../contract/invoices';
import { isValidTaxNumber } from '../../../contract/validators';
import { api, ApiError } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import type { ScreenProps } from '../../../routes';
import { Button } from '../../../ui/button';
import { Checkbox, RadioGroup } from '../../../ui/choice';
import { Dialog, useConfirm } from '../../../ui/dialog';
import { FormField } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { Actions, errorText, FormGrid, HeaderRow, markServerField, Muted, Panel, refresh, Wrap, rule, confirmDelete, DialogFooter, showFailure } from '../common';
import { AdminRefusal } from '../nav';
import { useApiQuery } from '../../shared/use-api-query';

export const TAX_NUMBER_MESSAGE = '纳税人识别号应为 15–20 位大写字母或数字，18 位须为有效的统一社会信用代码';
const FIELDS = ['Type', 'Name', 'TaxNumber', 'RegisteredAddress', 'RegisteredPhone', 'BankName', 'BankAccount'] as const;
type Values = { Type: '1' | '2'; Name: string; TaxNumber: string; RegisteredAddress: string; RegisteredPhone: string; BankName: string; BankAccount: string; IsDefault: boolean };

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

export default function InvoiceTitleScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Titles />;
}

function Titles() {
  const { data, error, loading, retry } = useApiQuery<InvoiceTitle[]>('/api/Invoices/titles');
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const makeDefault = async (t: InvoiceTitle) => {
    try {
      await api(`/api/Invoices/titles/${t.Id}`, { method: 'PUT', body: titleBody(t, { IsDefault: true }) });
      showMessage('success', `已将“${t.Name}”设为默认抬头`);
      refresh('/api/Invoices/titles');
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (t: InvoiceTitle) =>
    confirmDelete(confirm, {
      title: '删除发票抬头',
      content: `确定删除发票抬头“${t.Name}”吗？`,
      url: `/api/Invoices/titles/${t.Id}`,
      done: '发票抬头已删除',
      prefix: '/api/Invoices/titles',
    });

  const columns: TableColumn<InvoiceTitle>[] = [
    {
      key: 'Name',
      title: '发票抬头',
      render: (t) => (
        <Wrap>
          {t.Name} {t.IsDefault ? <Tag color="primary">默认</Tag> : null}
        </Wrap>
      ),
    },
    { key: 'Type', title: '发票类型', nowrap: true, render: (t) => InvoiceTypeName[t.Type] ?? '—' },
    { key: 'TaxNumber', title: '纳税人识别号', nowrap: true },
    {
      key: 'Bank',
      title: '注册地址 / 开户行',
      render: (t) =>
        t.Type === 2 ? (
          <Wrap>
            {t.RegisteredAddress} {t.RegisteredPhone}
            <br />
            <Muted>
              {t.BankName} {t.BankAccount}
            </Muted>
          </Wrap>
        ) : (
          <Muted>—</Muted>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (t) => (
        <Actions>
          <Button size="sm" variant="text" onClick={() => setEditing(t)} aria-label={`编辑 ${t.Name}`}>
            编辑
          </Button>
          {!t.IsDefault ? (
            <Button size="sm" variant="text" onClick={() => void makeDefault(t)} aria-label={`将 ${t.Name} 设为默认`}>
              设为默认
            </Button>
          ) : null}
          <Button size="sm" variant="text" onClick={() => void remove(t)} aria-label={`删除 ${t.Name}`}>
            删除
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="ent-title-title">
      <HeaderRow>
        <h1 id="ent-title-title">发票抬头</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增抬头
        </Button>
      </HeaderRow>
      <Table
        caption="发票抬头列表"
        columns={columns}
        data={data ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        emptyText="还没有发票抬头，添加后申请开票时可直接选用"
        emptyAction={<Button size="sm" variant="primary" onClick={() => setEditing('new')}>新增抬头</Button>}
        minWidth={760}
      />
      {editing !== null ? <TitleDialog title={editing === 'new' ? null : editing} first={(data ?? []).length === 0} onClose={() => setEditing(null)} /> : null}
      {confirmElement}
    </Panel>
  );
}

function TitleDialog({ title, first, onClose }: { title: InvoiceTitle | null; first: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState, watch, setValue, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: title
      ? { ...titleBody(title), Type: title.Type === 2 ? '2' : '1', IsDefault: title.IsDefault } as Values
      : { Type: '1', Name: '', TaxNumber: '', RegisteredAddress: '', RegisteredPhone: '', BankName: '', BankAccount: '', IsDefault: first },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  const special = watch('Type') === '2';
  const need = (label: string, max: number) => rule({ label, required: special, maxLength: max });

  const submit = handleSubmit(async (v) => {
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
    setSaving(true);
    try {
      await api(title ? `/api/Invoices/titles/${title.Id}` : '/api/Invoices/titles', { method: title ? 'PUT' : 'POST', body });
      showMessage('success', title ? '发票抬头已保存' : '发票抬头已新增');
      refresh('/api/Invoices/titles');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, FIELDS)) showFailure(e);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title ? '编辑发票抬头' : '新增发票抬头'}
      width={640}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={submit} noValidate aria-label="发票抬头">
        <FormField label="发票类型" required group>
          {(p) => (
            <RadioGroup
              {...p}
              value={watch('Type')}
              onChange={(v) => setValue('Type', v as '1' | '2', { shouldValidate: false })}
              options={[
                { value: '1', label: '普通发票' },
                { value: '2', label: '增值税专用发票' },
              ]}
            />
          )}
        </FormField>
        <FormGrid>
          <FormField label="抬头名称" required error={errors.Name?.message}>
            <Input {...register('Name', rule({ label: '抬头名称', required: true, maxLength: 128 }))} />
          </FormField>
          <FormField label="纳税人识别号" required error={errors.TaxNumber?.message}>
            <Input
              maxLength={20}
              {...register('TaxNumber', rule({ label: '纳税人识别号', required: true, check: (t) => isValidTaxNumber(t.toUpperCase()) || TAX_NUMBER_MESSAGE }))}
            />
          </FormField>
          <FormField label="注册地址" required={special} error={errors.RegisteredAddress?.message}>
            <Input {...register('RegisteredAddress', need('注册地址', 200))} />
          </FormField>
          <FormField label="注册电话" required={special} error={errors.RegisteredPhone?.message}>
            <Input type="tel" {...register('RegisteredPhone', need('注册电话', 32))} />
          </FormField>
          <FormField label="开户银行" required={special} error={errors.BankName?.message}>
            <Input {...register('BankName', need('开户银行', 64))} />
          </FormField>
          <FormField label="银行账号" required={special} error={errors.BankAccount?.message}>
            <Input inputMode="numeric" {...register('BankAccount', need('银行账号', 40))} />
          </FormField>
        </FormGrid>
        <Checkbox {...register('IsDefault')}>设为默认抬头</Checkbox>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
