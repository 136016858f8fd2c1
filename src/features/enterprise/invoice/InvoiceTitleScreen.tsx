/**
 * /enterprise/invoice/title (管理员) — invoice titles: 普通发票 (name + tax number) and 增值税专用发票
 * (also registered address and phone, bank and account); one default title.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { InvoiceTypeName } from '../../../contract/enums';
import type { InvoiceTitle } from '../../../contract/invoices';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/dialog';
import type { TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { showFailure } from '../../shared/forms';
import { InvoiceTitleDialog, refreshTitles, TITLES_URL, titleBody } from '../../shared/InvoiceTitleDialog';
import { Muted, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { confirmDelete } from '../confirm-delete';
import { ListPanel, RowActions } from '../ListPanel';
import { AdminRefusal } from '../nav';

export default function InvoiceTitleScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Titles />;
}

function Titles() {
  const { data, error, loading, retry } = useApiQuery<InvoiceTitle[]>(TITLES_URL);
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const makeDefault = async (t: InvoiceTitle) => {
    try {
      await call('PUT /api/Invoices/titles/:id', { params: { id: t.Id }, body: titleBody(t, { IsDefault: true }) });
      showMessage('success', `已将“${t.Name}”设为默认抬头`);
      refreshTitles();
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (t: InvoiceTitle) =>
    confirmDelete(confirm, {
      title: '删除发票抬头',
      content: `确定删除发票抬头“${t.Name}”吗？`,
      url: `${TITLES_URL}/${t.Id}`,
      done: '发票抬头已删除',
      prefix: TITLES_URL,
    });

  const columns: TableColumn<InvoiceTitle>[] = [
    {
      key: 'Name',
      width: 180,
      title: '发票抬头',
      render: (t) => (
        <Wrap>
          {t.Name} {t.IsDefault ? <Tag color="primary">默认</Tag> : null}
        </Wrap>
      ),
    },
    { key: 'Type', width: 130, title: '发票类型', nowrap: true, render: (t) => InvoiceTypeName[t.Type] ?? '—' },
    { key: 'TaxNumber', width: 184, title: '纳税人识别号', nowrap: true },
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
      width: 182,
      title: '操作',
      nowrap: true,
      render: (t) => (
        <RowActions
          actions={[
            { label: '编辑', name: `编辑 ${t.Name}`, onClick: () => setEditing(t) },
            !t.IsDefault && { label: '设为默认', name: `将 ${t.Name} 设为默认`, onClick: () => void makeDefault(t) },
            { label: '删除', name: `删除 ${t.Name}`, onClick: () => void remove(t) },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPanel
      id="ent-title-title"
      title="发票抬头"
      action={
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增抬头
        </Button>
      }
      table={{
        caption: '发票抬头列表',
        columns,
        data: data ?? [],
        rowKey: 'Id',
        loading,
        error,
        onRetry: retry,
        emptyText: '还没有发票抬头，添加后申请开票时可直接选用',
        emptyAction: (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            新增抬头
          </Button>
        ),
        minWidth: 760,
      }}
      after={
        <>
          {editing !== null ? (
            <InvoiceTitleDialog
              title={editing === 'new' ? null : editing}
              defaultIsDefault={(data ?? []).length === 0}
              onClose={() => setEditing(null)}
            />
          ) : null}
          {confirmElement}
        </>
      }
    />
  );
}
