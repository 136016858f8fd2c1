/**
 * /enterprise/customers — the company's customers: everyone reads and searches; 管理员 creates, edits
 * and deletes (POST/PUT/DELETE /api/Company/customers, admin on the server).
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Customer, CustomerBody, CustomersPage } from '../../../contract/company';
import { isMainlandMobile, isValidTaxNumber } from '../../../contract/validators';
import { api, ApiError } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import type { ScreenProps } from '../../../routes';
import { Button } from '../../../ui/button';
import { Dialog, useConfirm } from '../../../ui/dialog';
import { FormField } from '../../../ui/form';
import { Input, Textarea } from '../../../ui/input';
import { Pagination } from '../../../ui/pagination';
import { Table, type TableColumn } from '../../../ui/table';
import {
  Actions,
  AdminOnlyNote,
  errorText,
  formatDateTime,
  FormGrid,
  HeaderRow,
  markServerField,
  PAGE_SIZE,
  Panel,
  refresh,
  Toolbar,
  Wrap,
  rule,
  confirmDelete,
  DialogFooter,
} from '../common';
import { useApiQuery } from '../../shared/use-api-query';

const FIELDS = ['Name', 'ContactName', 'Mobile', 'Address', 'TaxNumber', 'Remark'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { Name: '', ContactName: '', Mobile: '', Address: '', TaxNumber: '', Remark: '' };
export const TAX_NUMBER_MESSAGE = '纳税人识别号应为 15–20 位大写字母或数字，18 位须为有效的统一社会信用代码';

export default function CustomersScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const url = `/api/Company/customers?${new URLSearchParams({ keyword, page: String(page), pageSize: String(PAGE_SIZE) })}`;
  const { data, error, loading, retry } = useApiQuery<CustomersPage>(url);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };

  // Unlike the other lists, a network failure (status 0) is announced here as well.
  const remove = (c: Customer) =>
    confirmDelete(
      confirm,
      {
        title: '删除客户',
        content: `确定删除客户“${c.Name}”吗？删除后不可恢复。`,
        url: `/api/Company/customers/${c.Id}`,
        done: '客户已删除',
        prefix: '/api/Company/customers',
      },
      (e) => {
        if (e instanceof ApiError && e.status !== 400 && e.status !== 401 && e.status !== 500) showMessage('error', e.message);
      },
    );

  const columns: TableColumn<Customer>[] = [
    { key: 'Name', title: '客户名称', render: (c) => <Wrap>{c.Name}</Wrap> },
    { key: 'ContactName', title: '联系人', render: (c) => c.ContactName || '—' },
    { key: 'Mobile', title: '手机号', nowrap: true, render: (c) => c.Mobile || '—' },
    { key: 'TaxNumber', title: '税号', render: (c) => c.TaxNumber || '—' },
    { key: 'Address', title: '地址', render: (c) => <Wrap>{c.Address || '—'}</Wrap> },
    { key: 'CreatedAt', title: '创建时间', nowrap: true, render: (c) => formatDateTime(c.CreatedAt) },
  ];
  if (isAdmin) {
    columns.push({
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (c) => (
        <Actions>
          <Button size="sm" variant="text" onClick={() => setEditing(c)} aria-label={`编辑 ${c.Name}`}>
            编辑
          </Button>
          <Button size="sm" variant="text" onClick={() => void remove(c)} aria-label={`删除 ${c.Name}`}>
            删除
          </Button>
        </Actions>
      ),
    });
  }

  return (
    <Panel aria-labelledby="ent-customers-title">
      <HeaderRow>
        <h1 id="ent-customers-title">企业客户</h1>
        {isAdmin ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            新增客户
          </Button>
        ) : (
          <AdminOnlyNote>客户资料仅企业管理员可新增、修改和删除。</AdminOnlyNote>
        )}
      </HeaderRow>
      <Toolbar onSubmit={search} role="search" aria-label="搜索客户">
        <label>
          关键词
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="客户名称、联系人或手机号" clearable onClear={() => setDraft('')} />
        </label>
        <Button type="submit">搜索</Button>
      </Toolbar>
      <Table
        caption="客户列表"
        columns={columns}
        data={data?.Items ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        emptyText={keyword ? `没有找到与“${keyword}”相关的客户` : '还没有客户'}
        emptyAction={isAdmin && !keyword ? <Button size="sm" variant="primary" onClick={() => setEditing('new')}>新增客户</Button> : undefined}
        minWidth={760}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={data.Total} onChange={(p) => setPage(p)} />
      ) : null}
      {editing !== null ? <CustomerDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {confirmElement}
    </Panel>
  );
}

function CustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: customer ? { ...EMPTY, ...Object.fromEntries(FIELDS.map((f) => [f, customer[f] ?? ''])) } : EMPTY,
  });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState('');
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    const body: CustomerBody = {
      Name: v.Name.trim(),
      ContactName: v.ContactName.trim(),
      Mobile: v.Mobile.trim(),
      Address: v.Address.trim(),
      TaxNumber: v.TaxNumber.trim().toUpperCase(),
      Remark: v.Remark.trim(),
    };
    setSaving(true);
    setFormError('');
    try {
      await api(customer ? `/api/Company/customers/${customer.Id}` : '/api/Company/customers', { method: customer ? 'PUT' : 'POST', body });
      showMessage('success', customer ? '客户已保存' : '客户已新增');
      refresh('/api/Company/customers');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, FIELDS) && e instanceof ApiError && e.status !== 400 && e.status !== 401 && e.status !== 500) {
        setFormError(e.message);
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={customer ? '编辑客户' : '新增客户'}
      width={640}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={submit} noValidate aria-label={customer ? '编辑客户' : '新增客户'}>
        {formError ? <p role="alert" style={{ color: 'var(--b2b-color-error, #d4380d)' }}>{formError}</p> : null}
        <FormGrid>
          <FormField label="客户名称" required error={errors.Name?.message}>
            <Input {...register('Name', rule({ label: '客户名称', required: true, maxLength: 128 }))} />
          </FormField>
          <FormField label="联系人" error={errors.ContactName?.message}>
            <Input {...register('ContactName', rule({ label: '联系人', maxLength: 32 }))} />
          </FormField>
          <FormField label="手机号" error={errors.Mobile?.message}>
            <Input
              type="tel"
              maxLength={11}
              {...register('Mobile', rule({ label: '手机号', check: (m) => isMainlandMobile(m) || '请输入正确的手机号码' }))}
            />
          </FormField>
          <FormField label="纳税人识别号" error={errors.TaxNumber?.message} hint="选填">
            <Input
              maxLength={20}
              {...register('TaxNumber', rule({ label: '纳税人识别号', check: (t) => isValidTaxNumber(t.toUpperCase()) || TAX_NUMBER_MESSAGE }))}
            />
          </FormField>
        </FormGrid>
        <FormField label="地址" error={errors.Address?.message}>
          <Input {...register('Address', rule({ label: '地址', maxLength: 200 }))} />
        </FormField>
        <FormField label="备注" error={errors.Remark?.message}>
          <Textarea rows={3} maxLength={500} {...register('Remark', rule({ label: '备注', maxLength: 500 }))} />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
