/**
 * /enterprise/invoice/address (管理员) — where paper invoices are mailed: recipient, mainland mobile,
 * province / city / district (built-in list for the common ones, typed otherwise), detail, default.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { InvoiceAddress } from '../../../contract/invoices';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/dialog';
import { COLUMN_WIDTH, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { fullAddress } from '../../shared/address/place';
import { showFailure } from '../../shared/forms';
import { ADDRESSES_URL, addressBody, InvoiceAddressDialog, refreshAddresses } from '../../shared/InvoiceAddressDialog';
import { Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { confirmDelete } from '../confirm-delete';
import { ListPanel, RowActions } from '../ListPanel';
import { AdminRefusal } from '../nav';

export default function InvoiceAddressScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Addresses />;
}

function Addresses() {
  const { data, error, loading, retry } = useApiQuery<InvoiceAddress[]>(ADDRESSES_URL);
  const [editing, setEditing] = useState<InvoiceAddress | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const makeDefault = async (a: InvoiceAddress) => {
    try {
      await call('PUT /api/Invoices/addresses/:id', {
        params: { id: a.Id },
        body: addressBody(a, { IsDefault: true }),
      });
      showMessage('success', '已设为默认收票地址');
      refreshAddresses();
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (a: InvoiceAddress) =>
    confirmDelete(confirm, {
      title: '删除收票地址',
      content: `确定删除 ${a.Recipient} 的收票地址吗？`,
      url: `${ADDRESSES_URL}/${a.Id}`,
      done: '收票地址已删除',
      prefix: ADDRESSES_URL,
    });

  const columns: TableColumn<InvoiceAddress>[] = [
    {
      key: 'Recipient',
      width: 120,
      title: '收票人',
      render: (a) => (
        <Wrap>
          {a.Recipient} {a.IsDefault ? <Tag color="primary">默认</Tag> : null}
        </Wrap>
      ),
    },
    { key: 'Mobile', width: COLUMN_WIDTH.mobile, title: '手机号', nowrap: true },
    { key: 'Address', title: '收票地址', render: (a) => <Wrap>{fullAddress(a)}</Wrap> },
    {
      key: 'actions',
      width: 182,
      title: '操作',
      nowrap: true,
      render: (a) => (
        <RowActions
          actions={[
            { label: '编辑', name: `编辑 ${a.Recipient} 的地址`, onClick: () => setEditing(a) },
            !a.IsDefault && {
              label: '设为默认',
              name: `将 ${a.Recipient} 的地址设为默认`,
              onClick: () => void makeDefault(a),
            },
            { label: '删除', name: `删除 ${a.Recipient} 的地址`, onClick: () => void remove(a) },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPanel
      id="ent-address-title"
      title="收票地址"
      action={
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增地址
        </Button>
      }
      table={{
        caption: '收票地址列表',
        columns,
        data: data ?? [],
        rowKey: 'Id',
        loading,
        error,
        onRetry: retry,
        emptyText: '还没有收票地址，纸质发票将寄送到这里',
        emptyAction: (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            新增地址
          </Button>
        ),
        minWidth: 680,
      }}
      after={
        <>
          {editing !== null ? (
            <InvoiceAddressDialog
              address={editing === 'new' ? null : editing}
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
