/**
 * /enterprise/customers — the company's customers: everyone reads and searches; 管理员 creates, edits
 * and deletes (POST/PUT/DELETE /api/Company/customers, admin on the server).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Customer, CustomerBody, CustomersPage } from '../../../contract/company';
import { formatDateTime } from '../../../contract/dates';
import { isMainlandMobile, isValidTaxNumber, MOBILE_MESSAGE, TAX_NUMBER_MESSAGE } from '../../../contract/validators';
import { ApiError, announceFailure, call, failureAnnounced } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Dialog, useConfirm } from '../../../ui/dialog';
import { FormField, fieldRules } from '../../../ui/form';
import { Input, Textarea } from '../../../ui/input';
import { COLUMN_WIDTH, type TableColumn } from '../../../ui/table';
import { DialogFooter, markServerField } from '../../shared/forms';
import { KeywordSearch } from '../../shared/keyword-search';
import { FormGrid, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { confirmDelete } from '../confirm-delete';
import { ListPanel, RowActions, useKeywordPage } from '../ListPanel';
import { AdminOnlyNote } from '../screen-text';

const FIELDS = ['Name', 'ContactName', 'Mobile', 'Address', 'TaxNumber', 'Remark'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { Name: '', ContactName: '', Mobile: '', Address: '', TaxNumber: '', Remark: '' };

export default function CustomersScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  const { keyword, page, setPage, search, url } = useKeywordPage('/api/Company/customers');
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const { data, error, loading, retry } = useApiQuery<CustomersPage>(url);

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
      (e) => announceFailure(e),
    );

  const columns: TableColumn<Customer>[] = [
    { key: 'Name', width: 150, title: '客户名称', render: (c) => <Wrap>{c.Name}</Wrap> },
    { key: 'ContactName', width: 80, title: '联系人', render: (c) => c.ContactName || '—' },
    { key: 'Mobile', width: COLUMN_WIDTH.mobile, title: '手机号', nowrap: true, render: (c) => c.Mobile || '—' },
    { key: 'TaxNumber', width: 140, title: '税号', render: (c) => c.TaxNumber || '—' },
    { key: 'Address', title: '地址', render: (c) => <Wrap>{c.Address || '—'}</Wrap> },
    {
      key: 'CreatedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '创建时间',
      nowrap: true,
      render: (c) => formatDateTime(c.CreatedAt),
    },
  ];
  if (isAdmin) {
    columns.push({
      key: 'actions',
      width: 112,
      title: '操作',
      nowrap: true,
      render: (c) => (
        <RowActions
          actions={[
            { label: '编辑', name: `编辑 ${c.Name}`, onClick: () => setEditing(c) },
            { label: '删除', name: `删除 ${c.Name}`, onClick: () => void remove(c) },
          ]}
        />
      ),
    });
  }

  return (
    <ListPanel
      id="ent-customers-title"
      title="企业客户"
      action={
        isAdmin ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            新增客户
          </Button>
        ) : (
          <AdminOnlyNote>客户资料仅企业管理员可新增、修改和删除。</AdminOnlyNote>
        )
      }
      table={{
        caption: '客户列表',
        columns,
        data: data?.Items ?? [],
        rowKey: 'Id',
        loading,
        error,
        onRetry: retry,
        emptyText: keyword ? `没有找到与“${keyword}”相关的客户` : '还没有客户',
        emptyAction:
          isAdmin && !keyword ? (
            <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
              新增客户
            </Button>
          ) : undefined,
        minWidth: 760,
      }}
      paging={{ page, total: data?.Total ?? 0, onChange: setPage }}
      after={
        <>
          {editing !== null ? (
            <CustomerDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null}
          {confirmElement}
        </>
      }
    >
      <KeywordSearch label="搜索客户" placeholder="客户名称、联系人或手机号" onSearch={search} />
    </ListPanel>
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
      if (customer) await call('PUT /api/Company/customers/:id', { params: { id: customer.Id }, body });
      else await call('POST /api/Company/customers', { body });
      showMessage('success', customer ? '客户已保存' : '客户已新增');
      refresh('/api/Company/customers');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, FIELDS) && e instanceof ApiError && !failureAnnounced(e))
        setFormError(e.message);
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
        {formError ? (
          <p role="alert" style={{ color: 'var(--b2b-color-error, #d4380d)' }}>
            {formError}
          </p>
        ) : null}
        <FormGrid>
          <FormField label="客户名称" required error={errors.Name?.message}>
            <Input {...register('Name', fieldRules({ label: '客户名称', required: true, maxLength: 128 }))} />
          </FormField>
          <FormField label="联系人" error={errors.ContactName?.message}>
            <Input {...register('ContactName', fieldRules({ label: '联系人', maxLength: 32 }))} />
          </FormField>
          <FormField label="手机号" error={errors.Mobile?.message}>
            <Input
              type="tel"
              maxLength={11}
              {...register(
                'Mobile',
                fieldRules({ label: '手机号', check: (m) => isMainlandMobile(m) || MOBILE_MESSAGE }),
              )}
            />
          </FormField>
          <FormField label="纳税人识别号" error={errors.TaxNumber?.message} hint="选填">
            <Input
              maxLength={20}
              {...register(
                'TaxNumber',
                fieldRules({
                  label: '纳税人识别号',
                  check: (t) => isValidTaxNumber(t.toUpperCase()) || TAX_NUMBER_MESSAGE,
                }),
              )}
            />
          </FormField>
        </FormGrid>
        <FormField label="地址" error={errors.Address?.message}>
          <Input {...register('Address', fieldRules({ label: '地址', maxLength: 200 }))} />
        </FormField>
        <FormField label="备注" error={errors.Remark?.message}>
          <Textarea rows={3} maxLength={500} {...register('Remark', fieldRules({ label: '备注', maxLength: 500 }))} />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
