/**
 * /enterprise/invoice/detail?id= — one invoice: status, 发票号码 and 开票日期 once 已开具, the e-invoice PDF
 * (downloaded through the http client: the file needs the login token), the paper invoice's carrier and tracking
 * number once 已寄出, title, mailing address, the orders it covers, amount, dates.
 */

import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../contract/dates';
import { InvoiceStatusName, InvoiceTypeName } from '../../../contract/enums';
import type { InvoiceDetail } from '../../../contract/invoices';
import { ApiError, callResponse } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { Table } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { vars } from '../../../ui/theme';
import { fullAddress } from '../../shared/address/place';
import { AreaLink, useAreaQuery } from '../../shared/back-office/area';
import { dispositionFileName, saveBlob } from '../../shared/download';
import { Fact, FactList, HeaderRow, Panel, Wrap } from '../../shared/layout';
import { Link } from '../../shared/navigation';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { errorText } from '../screen-text';
import { INVOICE_STATUS_COLOR } from './status';

const Dl = styled(FactList)`
  margin-bottom: 24px;
`;

const H2 = styled.h2`
  font-size: 16px;
  margin: 0 0 12px;
  color: ${vars.text};
`;

/** Downloads the e-invoice PDF with the login token (a plain link would carry none). */
function PdfButton({ invoice }: { invoice: InvoiceDetail }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data: blob, headers } = await callResponse('GET /api/Invoices/:id/pdf', {
        params: { id: invoice.Id },
        responseType: 'blob',
        silent: true,
      });
      const name = dispositionFileName(headers.get('content-disposition'), `发票-${invoice.TaxInvoiceNo}.pdf`);
      saveBlob(blob, name);
    } catch (e) {
      showMessage('error', e instanceof ApiError && e.status === 404 ? '电子发票文件不存在' : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="text" loading={busy} onClick={() => void download()}>
      下载电子发票（PDF）
    </Button>
  );
}

export default function InvoiceDetailScreen({ query }: ScreenProps) {
  const q = useAreaQuery(query);
  const id = positiveInt(q.get('id'));
  const { data, error, retry } = useApiQuery<InvoiceDetail>(id ? `/api/Invoices/${id}` : null);

  let body: ReactNode;
  if (!id || (error instanceof ApiError && error.status === 404)) {
    body = (
      <Empty
        description="发票不存在或无权查看"
        action={<AreaLink to="/enterprise/invoice/history">返回开票历史</AreaLink>}
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
          {data.RejectReason ? (
            <>
              <dt>驳回原因</dt>
              <dd>
                {data.RejectReason}
                {data.RejectedAt ? `（${formatDateTime(data.RejectedAt)}）` : ''}。所含订单可重新申请开票。
              </dd>
            </>
          ) : null}
          <dt>发票号码</dt>
          <dd>{data.TaxInvoiceNo ?? '尚未开具'}</dd>
          <Fact label="开票日期">{data.InvoiceDate}</Fact>
          <dt>开具时间</dt>
          <dd>{data.IssuedAt ? formatDateTime(data.IssuedAt) : '尚未开具'}</dd>
          <dt>电子发票</dt>
          <dd>{data.HasPdf ? <PdfButton invoice={data} /> : data.TaxInvoiceNo ? '暂未上传' : '开具后可下载'}</dd>
          <dt>纸质发票</dt>
          <dd>
            {data.TrackingNo ? (
              <>
                已寄出：{data.Carrier} {data.TrackingNo}
                {data.MailedAt ? `（${formatDateTime(data.MailedAt)}）` : ''}
              </>
            ) : (
              '尚未寄出'
            )}
          </dd>
          <Fact label="备注">{data.Remark}</Fact>
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
        <AreaLink to="/enterprise/invoice/history">返回开票历史</AreaLink>
      </HeaderRow>
      {body}
    </Panel>
  );
}
