/**
 * /operator/inquiries (询价管理): the consultations (咨询) buyers sent, unanswered first, filtered by status
 * (待报价 / 已报价 / 已接受 / 已拒绝 / 已过期). A row opens the inquiry (product, quantity, requirement,
 * contact, the asking account, its company and delivery regions, the quote if any); 报价 answers it with
 * a quote: lines (product, the product's list price in the quote's region for reference, quantity, unit
 * price), the validity day and a note, with the exact totals (decimal). The server mails the buyer. A quote
 * another operator already sent answers 409, shown here, and the queue refreshes. A visitor's inquiry
 * (nobody logged in) cannot be quoted online: the dialog says to call back.
 */
import { useState } from 'react';
import { InquiryStatus } from '../../../contract/enums';
import type { Inquiry, InquiryPage } from '../../../contract/quotes';
import { Button } from '../../../ui/button';
import type { TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { Actions, formatDateTime, Muted, Wrap } from '../common';
import { OperatorQueue, useQueueState } from '../OperatorQueue';
import { InquiryDialog } from './InquiryDialog';
import { statusTag } from './parts';

const TABS = [
  { key: String(InquiryStatus.Waiting), label: '待报价' },
  { key: String(InquiryStatus.Quoted), label: '已报价' },
  { key: String(InquiryStatus.Accepted), label: '已接受' },
  { key: String(InquiryStatus.Declined), label: '已拒绝' },
  { key: String(InquiryStatus.Expired), label: '已过期' },
  { key: String(InquiryStatus.Contacted), label: '已联系' },
  { key: String(InquiryStatus.Closed), label: '已关闭' },
  { key: '', label: '全部' },
];

export default function InquiriesScreen({ query }: ScreenProps) {
  const queue = useQueueState('/api/Operator/inquiries', {
    filterParam: 'status',
    initial: query?.get('status') ?? String(InquiryStatus.Waiting),
  });
  const [open, setOpen] = useState<Inquiry | null>(null);
  const { data, error, loading, retry } = useApiQuery<InquiryPage>(queue.url);

  const columns: TableColumn<Inquiry>[] = [
    {
      key: 'ConsultationNo',
      title: '询价单',
      render: (i) => (
        <Wrap>
          {i.ConsultationNo}
          <br />
          <Muted>{formatDateTime(i.CreatedAt)}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'Product',
      title: '商品',
      render: (i) => (
        <Wrap>
          {i.ProductName}
          {i.ProductModel ? <Muted> · {i.ProductModel}</Muted> : null}
        </Wrap>
      ),
    },
    {
      key: 'Quantity',
      title: '数量',
      align: 'right',
      nowrap: true,
      render: (i) => `${i.Quantity}${i.ProductUnit}`,
    },
    {
      key: 'Contact',
      title: '询价人',
      render: (i) => (
        <Wrap>
          {i.ContactName} <Muted>{i.Mobile}</Muted>
          <br />
          <Muted>{i.Account?.CompanyName ?? `${i.CompanyName}（访客）`}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'Status',
      title: '状态',
      nowrap: true,
      render: (i) => (
        <>
          {statusTag(i)}
          {i.Quote?.RevisionRequested ? <Tag color="warning">客户申请修改</Tag> : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (i) => {
        const label = i.Status === InquiryStatus.Waiting && i.Account ? '报价' : '查看';
        return (
          <Actions>
            <Button
              size="sm"
              variant="text"
              onClick={() => setOpen(i)}
              aria-label={`${label}：询价 ${i.ConsultationNo}`}
            >
              {label}
            </Button>
          </Actions>
        );
      },
    },
  ];

  return (
    <OperatorQueue
      id="op-inquiries-title"
      title="询价管理"
      tabs={{ label: '询价状态', items: TABS, active: queue.filter, onChange: queue.setFilter }}
      table={{
        caption: '询价列表',
        columns,
        data: data?.Items ?? [],
        rowKey: (i) => String(i.Id),
        loading,
        error,
        onRetry: retry,
        emptyText: queue.filter === String(InquiryStatus.Waiting) ? '没有待报价的询价，队列已清空' : '暂无询价',
        minWidth: 860,
      }}
      paging={{ page: queue.page, total: data?.Total, onChange: queue.setPage }}
      after={open ? <InquiryDialog inquiry={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}
