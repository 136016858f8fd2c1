/**
 * /enterprise/delivery-address — the company's delivery address book (收货地址): list, add, edit, set the
 * default, delete. Every user of the company maintains it (checkout offers it). 省/市/区 come from
 * /api/Divisions; a new address is prefilled from what the company already entered (收货单位 = the company,
 * contact and phone from 企业信息, the place of the default address).
 */
import { useStore } from '@nanostores/react';
import type { DeliveryAddress } from '../../../contract/addresses';
import { call } from '../../../core/http';
import { $session } from '../../../core/session';
import { COLUMN_WIDTH, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import {
  addressBodyOf,
  DELIVERY_ADDRESSES_URL,
  DeliveryAddressDialog,
} from '../../shared/address/DeliveryAddressDialog';
import { placeText } from '../../shared/address/place';
import { Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh } from '../../shared/use-api-query';
import { AddressBookPanel } from '../AddressBookPanel';

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
];

export default function DeliveryAddressScreen(_props: ScreenProps) {
  const company = useStore($session).company;
  return (
    <AddressBookPanel<DeliveryAddress>
      url={DELIVERY_ADDRESSES_URL}
      words={{
        id: 'ent-delivery-title',
        title: '收货地址',
        caption: '收货地址列表',
        add: '新增收货地址',
        empty: '还没有收货地址，下单时货物将寄送到这里',
      }}
      columns={columns}
      minWidth={720}
      actionName={(verb, a) =>
        verb === '设为默认' ? `将 ${a.Recipient} 的收货地址设为默认` : `${verb} ${a.Recipient} 的收货地址`
      }
      deletion={(a) => ({
        title: '删除收货地址',
        content: `确定删除 ${a.Recipient}（${placeText(a)}）的收货地址吗？`,
        done: '收货地址已删除',
      })}
      makeDefault={async (a) => {
        await call('PUT /api/Company/delivery-addresses/:id', {
          params: { id: a.Id },
          body: addressBodyOf(a, { IsDefault: true }),
        });
        return '已设为默认收货地址';
      }}
      dialog={(address, close, book) => (
        <DeliveryAddressDialog
          address={address}
          company={company}
          book={book}
          onClose={close}
          onSaved={() => refresh(DELIVERY_ADDRESSES_URL)}
        />
      )}
    />
  );
}
