/**
 * /enterprise/delivery-address — the company's delivery address book (收货地址): list, add, edit, set the
 * default, delete. Every user of the company maintains it (checkout offers it). 省/市/区 come from
 * /api/Divisions; a new address is prefilled from what the company already entered (收货单位 = the company,
 * contact and phone from 企业信息, the place of the default address).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DeliveryAddress } from '../../../contract/addresses';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $session } from '../../../core/session';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/dialog';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import {
  addressBodyOf,
  DELIVERY_ADDRESSES_URL,
  DeliveryAddressDialog,
} from '../../shared/address/DeliveryAddressDialog';
import { placeText } from '../../shared/address/place';
import { showFailure } from '../../shared/forms';
import { Actions, HeaderRow, Panel, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { confirmDelete } from '../confirm-delete';
import { errorText } from '../screen-text';

export default function DeliveryAddressScreen(_props: ScreenProps) {
  const { data, error, loading, retry } = useApiQuery<DeliveryAddress[]>(DELIVERY_ADDRESSES_URL);
  const company = useStore($session).company;
  const [editing, setEditing] = useState<DeliveryAddress | 'new' | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const makeDefault = async (a: DeliveryAddress) => {
    try {
      await call('PUT /api/Company/delivery-addresses/:id', {
        params: { id: a.Id },
        body: addressBodyOf(a, { IsDefault: true }),
      });
      showMessage('success', '已设为默认收货地址');
      refresh(DELIVERY_ADDRESSES_URL);
    } catch (e) {
      showFailure(e);
    }
  };
  const remove = (a: DeliveryAddress) =>
    confirmDelete(confirm, {
      title: '删除收货地址',
      content: `确定删除 ${a.Recipient}（${placeText(a)}）的收货地址吗？`,
      url: `${DELIVERY_ADDRESSES_URL}/${a.Id}`,
      done: '收货地址已删除',
      prefix: DELIVERY_ADDRESSES_URL,
    });

  const columns: TableColumn<DeliveryAddress>[] = [
    {
      key: 'Recipient',
      width: 120,
      title: '收货人',
      render: (a) => (
        <Wrap>
          {a.Recipient} {a.IsDefault ? <Tag color="primary">默认</Tag> : null}
        </Wrap>
      ),
    },
    { key: 'Mobile', width: COLUMN_WIDTH.mobile, title: '手机号', nowrap: true },
    { key: 'Company', width: 200, title: '收货单位', render: (a) => <Wrap>{a.Company}</Wrap> },
    { key: 'Address', title: '收货地址', render: (a) => <Wrap>{`${placeText(a)} ${a.Detail}`}</Wrap> },
    {
      key: 'actions',
      width: 182,
      title: '操作',
      nowrap: true,
      render: (a) => (
        <Actions>
          <Button size="sm" variant="text" onClick={() => setEditing(a)} aria-label={`编辑 ${a.Recipient} 的收货地址`}>
            编辑
          </Button>
          {!a.IsDefault ? (
            <Button
              size="sm"
              variant="text"
              onClick={() => void makeDefault(a)}
              aria-label={`将 ${a.Recipient} 的收货地址设为默认`}
            >
              设为默认
            </Button>
          ) : null}
          <Button size="sm" variant="text" onClick={() => void remove(a)} aria-label={`删除 ${a.Recipient} 的收货地址`}>
            删除
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="ent-delivery-title">
      <HeaderRow>
        <h1 id="ent-delivery-title">收货地址</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增收货地址
        </Button>
      </HeaderRow>
      <Table
        caption="收货地址列表"
        columns={columns}
        data={data ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        emptyText="还没有收货地址，下单时货物将寄送到这里"
        emptyAction={
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            新增收货地址
          </Button>
        }
        minWidth={720}
      />
      {editing !== null ? (
        <DeliveryAddressDialog
          address={editing === 'new' ? null : editing}
          company={company}
          book={data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => refresh(DELIVERY_ADDRESSES_URL)}
        />
      ) : null}
      {confirmElement}
    </Panel>
  );
}
