/**
 * /enterprise/invoice/address (管理员) — where paper invoices are mailed: recipient, mainland mobile,
 * province / city / district (built-in list for the common ones, typed otherwise), detail, default.
 */
import { useStore } from '@nanostores/react';
import type { InvoiceAddress } from '../../../contract/invoices';
import { call } from '../../../core/http';
import { $isAdmin } from '../../../core/session';
import { COLUMN_WIDTH, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { fullAddress } from '../../shared/address/place';
import { ADDRESSES_URL, addressBody, InvoiceAddressDialog } from '../../shared/InvoiceAddressDialog';
import { Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { AddressBookPanel } from '../AddressBookPanel';
import { AdminRefusal } from '../nav';

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
];

export default function InvoiceAddressScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return (
    <AddressBookPanel<InvoiceAddress>
      url={ADDRESSES_URL}
      words={{
        id: 'ent-address-title',
        title: '收票地址',
        caption: '收票地址列表',
        add: '新增地址',
        empty: '还没有收票地址，纸质发票将寄送到这里',
      }}
      columns={columns}
      minWidth={680}
      actionName={(verb, a) =>
        verb === '设为默认' ? `将 ${a.Recipient} 的地址设为默认` : `${verb} ${a.Recipient} 的地址`
      }
      deletion={(a) => ({
        title: '删除收票地址',
        content: `确定删除 ${a.Recipient} 的收票地址吗？`,
        done: '收票地址已删除',
      })}
      makeDefault={async (a) => {
        await call('PUT /api/Invoices/addresses/:id', {
          params: { id: a.Id },
          body: addressBody(a, { IsDefault: true }),
        });
        return '已设为默认收票地址';
      }}
      dialog={(address, close, book) => (
        <InvoiceAddressDialog address={address} defaultIsDefault={book.length === 0} onClose={close} />
      )}
    />
  );
}
