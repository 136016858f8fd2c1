/**
 * 收款 (待确认转账): the buyer's 转账回单 beside the order or 合并转账 waiting for its transfer — picture thumbnails
 * that open the full picture, a PDF as a button that downloads it — and the open batches, each matched as one
 * bank line (确认到账 prefills the batch's code and sum).
 */
import styled from 'styled-components';
import type { PendingTransfer } from '../../contract/operator';
import type { PendingTransferBatch, PendingTransferBatchList, TransferVoucher } from '../../contract/transfers';
import { announceFailure, call } from '../../core/http';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../ui/table';
import { saveBlob } from '../shared/download';
import { useMediaUrl } from '../shared/media';
import { useApiQuery } from '../shared/use-api-query';
import { Muted, opErrorText, Wrap } from './common';

const Thumbs = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  img {
    display: block;
    width: 40px;
    height: 40px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

export function VoucherThumbs({ vouchers, owner }: { vouchers: TransferVoucher[]; owner: string }) {
  const media = useMediaUrl();
  if (!vouchers.length) return <Muted>未上传</Muted>;
  return (
    <Thumbs aria-label={`${owner}的转账回单`}>
      {vouchers.map((v, i) =>
        v.ContentType === 'application/pdf' ? (
          <Button
            key={v.Id}
            size="sm"
            variant="text"
            onClick={() =>
              void call('GET /api/Operator/transfer-vouchers/:id', { params: { id: v.Id } })
                .then((blob) => saveBlob(blob, `转账回单-${v.Id}.pdf`))
                .catch((e: unknown) => announceFailure(e, '回单下载失败'))
            }
          >
            PDF {i + 1}
          </Button>
        ) : (
          <a key={v.Id} href={media(v.Url)} target="_blank" rel="noreferrer">
            <img src={media(v.ThumbnailUrl)} alt={`${owner}的转账回单 ${i + 1}`} />
          </a>
        ),
      )}
    </Thumbs>
  );
}

/** The open 合并转账 batches; `onConfirm` opens the match dialog with the batch's code and sum. */
export function TransferBatches({ onConfirm }: { onConfirm: (t: PendingTransfer) => void }) {
  const { data, error, loading, retry } = useApiQuery<PendingTransferBatchList>('/api/Operator/transfer-batches');
  const columns: TableColumn<PendingTransferBatch>[] = [
    { key: 'RemittanceCode', width: 136, title: '合并识别码', nowrap: true },
    { key: 'CompanyName', title: '企业', render: (b) => <Wrap>{b.CompanyName}</Wrap> },
    {
      key: 'Orders',
      title: '订单',
      render: (b) => <Wrap>{b.Orders.map((o) => o.OrderNo).join('、')}</Wrap>,
    },
    {
      key: 'TotalAmount',
      width: COLUMN_WIDTH.money,
      title: '应付合计',
      align: 'right',
      nowrap: true,
      render: (b) => formatMoney(b.TotalAmount),
    },
    {
      key: 'Vouchers',
      width: 150,
      title: '回单',
      render: (b) => <VoucherThumbs vouchers={b.Vouchers} owner={b.RemittanceCode} />,
    },
    {
      key: 'actions',
      width: 104,
      title: '操作',
      nowrap: true,
      render: (b) => (
        <Button
          size="sm"
          variant="text"
          aria-label={`确认到账：合并转账 ${b.RemittanceCode}`}
          onClick={() =>
            onConfirm({
              OrderId: b.Orders[0]?.OrderId ?? 0,
              OrderNo: `${b.Orders.map((o) => o.OrderNo).join('、')}（合并转账）`,
              CompanyName: b.CompanyName,
              RemittanceCode: b.RemittanceCode,
              TotalAmount: b.TotalAmount,
              PayBefore: b.CreatedAt,
              CreatedAt: b.CreatedAt,
              Vouchers: b.Vouchers,
              BatchCode: b.RemittanceCode,
            })
          }
        >
          确认到账
        </Button>
      ),
    },
  ];
  // Shown only when there are open batches (or their list failed): no skeleton for a table that is usually absent.
  if (!error && !data?.Items.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Table
        caption="待确认的合并转账"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(b) => String(b.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText="没有待确认的合并转账"
        minWidth={820}
      />
      <Muted>合并转账的识别码对应多个订单：按合计金额一次确认，全部订单一并支付。</Muted>
    </div>
  );
}
