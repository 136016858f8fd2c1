/**
 * /enterprise/invoice/title (管理员) — invoice titles: 普通发票 (name + tax number) and 增值税专用发票
 * (also registered address and phone, bank and account); one default title.
 */
import { useStore } from '@nanostores/react';
import { InvoiceTypeName } from '../../../contract/enums';
import type { InvoiceTitle } from '../../../contract/invoices';
import { call } from '../../../core/http';
import { $isAdmin } from '../../../core/session';
import type { TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { InvoiceTitleDialog, TITLES_URL, titleBody } from '../../shared/InvoiceTitleDialog';
import { Muted, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { AddressBookPanel } from '../AddressBookPanel';
import { AdminRefusal } from '../nav';

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
];

export default function InvoiceTitleScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return (
    <AddressBookPanel<InvoiceTitle>
      url={TITLES_URL}
      words={{
        id: 'ent-title-title',
        title: '发票抬头',
        caption: '发票抬头列表',
        add: '新增抬头',
        empty: '还没有发票抬头，添加后申请开票时可直接选用',
      }}
      columns={columns}
      minWidth={760}
      actionName={(verb, t) => (verb === '设为默认' ? `将 ${t.Name} 设为默认` : `${verb} ${t.Name}`)}
      deletion={(t) => ({ title: '删除发票抬头', content: `确定删除发票抬头“${t.Name}”吗？`, done: '发票抬头已删除' })}
      makeDefault={async (t) => {
        await call('PUT /api/Invoices/titles/:id', { params: { id: t.Id }, body: titleBody(t, { IsDefault: true }) });
        return `已将“${t.Name}”设为默认抬头`;
      }}
      dialog={(title, close, book) => (
        <InvoiceTitleDialog title={title} defaultIsDefault={book.length === 0} onClose={close} />
      )}
    />
  );
}
