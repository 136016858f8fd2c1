/** /enterprise/invoice/detail?id= — one invoice: status, title, mailing address, the orders it covers, amount, dates. */

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../contract/dates';
import { InvoiceStatusName, InvoiceTypeName } from '../../../contract/enums';
import type { InvoiceDetail } from '../../../contract/invoices';
import { ApiError } from '../../../core/http';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { Table } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { vars } from '../../../ui/theme';
import { fullAddress } from '../../address/place';
import { FactList } from '../../shared/layout';
import { Link } from '../../shared/navigation';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { EntLink, errorText, HeaderRow, Panel, useEnterpriseQuery, Wrap } from '../common';
import { INVOICE_STATUS_COLOR } from './status';

const Dl = styled(FactList)`
  margin-bottom: 24px;
`;

const H2 = styled.h2`
  font-size: 16px;
  margin: 0 0 12px;
  color: ${vars.text};
`;

export default function InvoiceDetailScreen({ query }: ScreenProps) {
  const q = useEnterpriseQuery(query);
  const id = positiveInt(q.get('id'));
  const { data, error, retry } = useApiQuery<InvoiceDetail>(id ? `/api/Invoices/${id}` : null);

  let body: ReactNode;
  if (!id || (error instanceof ApiError && error.status === 404)) {
    body = (
      <Empty
        description="发票不存在或无权查看"
        action={<EntLink to="/enterprise/invoice/history">返回开票历史</EntLink>}
      />
    );
  } else if (error && !data) {
    body = (
      <Alert
        type="error"
        title="发票加载失败"
        action={
          <Button size="sm" onClick={retry}>
            重试
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    );
  } else if (!data) {
    body = <Skeleton lines={8} label="发票加载中" />;
  } else {
    const t = data.Title;
    const a = data.Address;
    body = (
      <>
        <Dl>
          <dt>申请编号</dt>
          <dd>{data.InvoiceNo}</dd>
          <dt>状态</dt>
          <dd>
            <Tag color={INVOICE_STATUS_COLOR[data.Status] ?? 'default'}>
              {data.StatusName || InvoiceStatusName[data.Status]}
            </Tag>
          </dd>
          <dt>开票金额</dt>
          <dd>
            <strong>{formatMoney(data.Amount)}</strong>（{data.OrderCount} 个订单）
          </dd>
          <dt>申请时间</dt>
          <dd>{formatDateTime(data.CreatedAt)}</dd>
          <dt>开具时间</dt>
          <dd>{data.IssuedAt ? formatDateTime(data.IssuedAt) : '尚未开具'}</dd>
          {data.Remark ? (
            <>
              <dt>备注</dt>
              <dd>{data.Remark}</dd>
            </>
          ) : null}
        </Dl>
        <H2>发票抬头</H2>
        <Dl>
          <dt>发票类型</dt>
          <dd>{InvoiceTypeName[t.Type] ?? InvoiceTypeName[data.Type] ?? '—'}</dd>
          <dt>抬头名称</dt>
          <dd>{t.Name}</dd>
          <dt>纳税人识别号</dt>
          <dd>{t.TaxNumber}</dd>
          {t.Type === 2 ? (
            <>
              <dt>注册地址</dt>
              <dd>{t.RegisteredAddress}</dd>
              <dt>注册电话</dt>
              <dd>{t.RegisteredPhone}</dd>
              <dt>开户银行</dt>
              <dd>{t.BankName}</dd>
              <dt>银行账号</dt>
              <dd>{t.BankAccount}</dd>
            </>
          ) : null}
        </Dl>
        <H2>收票地址</H2>
        <Dl>
          <dt>收件人</dt>
          <dd>
            {a.Recipient} {a.Mobile}
          </dd>
          <dt>地址</dt>
          <dd>{fullAddress(a)}</dd>
        </Dl>
        <H2>开票订单</H2>
        <Table
          caption="开票订单"
          columns={[
            {
              key: 'OrderNo',
              title: '订单号',
              render: (o) => (
                <Link to={`/order/detail?id=${o.Id}`} aria-label={`查看订单 ${o.OrderNo}`}>
                  {o.OrderNo}
                </Link>
              ),
            },
            { key: 'TotalAmount', title: '订单金额', align: 'right', render: (o) => formatMoney(o.TotalAmount) },
          ]}
          data={data.Orders}
          rowKey="Id"
          minWidth={320}
        />
      </>
    );
  }

  return (
    <Panel aria-labelledby="ent-invoice-title">
      <HeaderRow>
        <h1 id="ent-invoice-title">
          <Wrap>发票详情</Wrap>
        </h1>
        <EntLink to="/enterprise/invoice/history">返回开票历史</EntLink>
      </HeaderRow>
      {body}
    </Panel>
  );
}
