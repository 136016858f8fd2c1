/**
 * /enterprise/quotes (我的报价): the quotes operators sent in answer to the company's inquiries (咨询) — the
 * buyer's own, or all the company's for its 管理员 —, newest first, filtered by status (待确认 / 已接受 / 已拒绝 /
 * 已过期). A row (or `?id=`, the link of the quote mail and of the product page) opens the quote: its lines
 * at the quoted prices, the total, the validity day (China time) and the note. 接受报价 goes to the checkout
 * with the quoted lines (`/purchase?quoteId=…`: addresses and invoice chosen there, then the order); 拒绝
 * asks for an optional reason; 申请修改 sends the buyer's revision note (the operator answers with a new version:
 * 版本 1, 2, … all shown, the older ones read-only, each with its PDF; only the newest can be accepted). The terms
 * (税率, 运费, 交期, 付款方式, 有效期) and the totals with tax and freight come from ../../shared/QuoteTerms.
 * A quote decided or expired meanwhile answers 409, shown in the dialog.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { QuoteStatus, QuoteStatusName } from '../../../contract/enums';
import type { Quote, QuotePage } from '../../../contract/quotes';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { FormField } from '../../../ui/form';
import { Textarea } from '../../../ui/input';
import type { TableColumn } from '../../../ui/table';
import { Tabs } from '../../../ui/tabs';
import { Tag } from '../../../ui/tag';
import { AreaLink, useAreaGo, useAreaQuery } from '../../shared/back-office/area';
import { Fact, FactList, Muted, Wrap } from '../../shared/layout';
import { QuoteLines } from '../../shared/QuoteLines';
import { QuotePdfButton, QuoteTermsFacts, QuoteVersions } from '../../shared/QuoteTerms';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { ListPanel, RowActions } from '../ListPanel';
import { errorText, PAGE_SIZE } from '../screen-text';

const TABS = [
  { key: '', label: '全部' },
  ...[QuoteStatus.Pending, QuoteStatus.Accepted, QuoteStatus.Declined, QuoteStatus.Expired].map((s) => ({
    key: String(s),
    label: QuoteStatusName[s]!,
  })),
];

const STATUS_COLOR: Record<number, 'processing' | 'success' | 'error' | 'default'> = {
  10: 'processing',
  20: 'success',
  30: 'error',
  40: 'default',
};

export const quoteTag = (q: Pick<Quote, 'Status' | 'StatusName'>) => (
  <Tag color={STATUS_COLOR[q.Status] ?? 'default'}>{q.StatusName}</Tag>
);

const itemsText = (q: Quote) => q.Items.map((l) => `${l.Name} ×${l.Quantity}${l.Unit}`).join('、');

export default function QuotesScreen({ query }: ScreenProps) {
  const q = useAreaQuery(query);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(positiveInt(q.get('id')) ?? null);
  const url = `/api/Quotes?${new URLSearchParams({
    ...(status ? { status } : {}),
    page: String(page),
    pageSize: String(PAGE_SIZE),
  })}`;
  const { data, error, loading, retry } = useApiQuery<QuotePage>(url);

  const columns: TableColumn<Quote>[] = [
    {
      key: 'QuoteNo',
      title: '报价单',
      render: (x) => (
        <Wrap>
          {x.QuoteNo}
          <br />
          <Muted>询价 {x.ConsultationNo}</Muted>
        </Wrap>
      ),
    },
    { key: 'Items', title: '商品', render: (x) => <Wrap>{itemsText(x)}</Wrap> },
    {
      key: 'TotalAmount',
      title: '报价金额',
      align: 'right',
      nowrap: true,
      render: (x) => (
        <>
          {formatMoney(x.TotalAmount)}
          <br />
          <Muted>{x.Terms.TaxMode === 'excluded' ? `另加税 ${x.Terms.TaxRate}%` : `含税 ${x.Terms.TaxRate}%`}</Muted>
        </>
      ),
    },
    { key: 'Version', title: '版本', nowrap: true, render: (x) => `版本 ${x.Version}` },
    { key: 'ValidUntil', title: '有效期至', nowrap: true, render: (x) => x.ValidUntil },
    { key: 'Status', title: '状态', nowrap: true, render: quoteTag },
    {
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (x) => (
        <RowActions actions={[{ label: '查看', name: `查看报价 ${x.QuoteNo}`, onClick: () => setOpenId(x.Id) }]} />
      ),
    },
  ];

  return (
    <ListPanel
      id="ent-quotes-title"
      title="我的报价"
      table={{
        caption: '报价列表',
        columns,
        data: data?.Items ?? [],
        rowKey: (x) => String(x.Id),
        loading,
        error,
        onRetry: retry,
        emptyText: status
          ? `暂无${QuoteStatusName[Number(status)] ?? ''}的报价`
          : '暂无报价。在咨询采购商品页点击“咨询”，运营人员报价后会显示在这里。',
        minWidth: 760,
      }}
      paging={{ page, total: data?.Total ?? 0, onChange: setPage }}
      after={openId ? <QuoteDialog quoteId={openId} onClose={() => setOpenId(null)} /> : null}
    >
      <div style={{ marginBottom: 16 }}>
        <Tabs
          label="报价状态"
          items={TABS}
          activeKey={status}
          onChange={(key) => {
            setStatus(key);
            setPage(1);
          }}
        />
      </div>
    </ListPanel>
  );
}

const SpacedLines = styled(QuoteLines)`
  margin-top: 16px;
`;

/** One quote: its lines and terms, 接受报价 (→ checkout) and 拒绝 while it can be accepted. */
export function QuoteDialog({ quoteId, onClose }: { quoteId: number; onClose: () => void }) {
  const { data: quote, error, retry } = useApiQuery<Quote>(`/api/Quotes/${quoteId}`);
  const go = useAreaGo();
  const [mode, setMode] = useState<'view' | 'declining' | 'revising'>('view');
  const declining = mode === 'declining';
  const setDeclining = (on: boolean) => setMode(on ? 'declining' : 'view');
  const [reason, setReason] = useState('');
  const [revision, setRevision] = useState('');
  const [revisionError, setRevisionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const decline = async () => {
    if (!quote) return;
    setBusy(true);
    setProblem(null);
    try {
      await call('POST /api/Quotes/:id/decline', {
        params: { id: quote.Id },
        body: reason.trim() ? { Reason: reason.trim() } : {},
        silent: true,
      });
      showMessage('success', `已拒绝报价 ${quote.QuoteNo}`);
      setDeclining(false);
      refresh('/api/Quotes');
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
      refresh('/api/Quotes');
    } finally {
      setBusy(false);
    }
  };

  const askRevision = async () => {
    if (!quote) return;
    const note = revision.trim();
    if (!note) {
      setRevisionError('请填写修改要求');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await call('POST /api/Quotes/:id/revision', { params: { id: quote.Id }, body: { Note: note }, silent: true });
      showMessage('success', `已提交修改要求，运营发送新版本后会邮件通知您`);
      setMode('view');
      setRevision('');
      refresh('/api/Quotes');
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : '提交失败，请稍后重试');
      refresh('/api/Quotes');
    } finally {
      setBusy(false);
    }
  };

  const footer =
    quote?.CanRequestRevision && mode === 'revising' ? (
      <>
        <Button onClick={() => setMode('view')} disabled={busy}>
          返回
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void askRevision()}>
          提交修改要求
        </Button>
      </>
    ) : quote?.CanAccept && declining ? (
      <>
        <Button onClick={() => setDeclining(false)} disabled={busy}>
          返回
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void decline()}>
          确认拒绝
        </Button>
      </>
    ) : quote?.CanAccept ? (
      <>
        <Button onClick={() => setDeclining(true)}>拒绝</Button>
        {quote.CanRequestRevision ? <Button onClick={() => setMode('revising')}>申请修改</Button> : null}
        <Button variant="primary" onClick={() => go(`/purchase?quoteId=${quote.Id}`)}>
          接受报价（版本 {quote.Version}）
        </Button>
      </>
    ) : (
      <Button onClick={onClose}>关闭</Button>
    );

  return (
    <Dialog open onClose={onClose} title={quote ? `报价 ${quote.QuoteNo}` : '报价详情'} footer={footer} width={640}>
      {error ? (
        <Empty
          description={error instanceof ApiError && error.status === 404 ? '报价不存在或无权查看' : errorText(error)}
          action={
            <Button size="sm" onClick={retry}>
              重试
            </Button>
          }
        />
      ) : !quote ? (
        <Skeleton lines={5} label="报价加载中" />
      ) : (
        <>
          {problem ? (
            <div style={{ marginBottom: 12 }}>
              <Alert type="error">{problem}</Alert>
            </div>
          ) : null}
          {quote.Status === QuoteStatus.Expired ? (
            <div style={{ marginBottom: 12 }}>
              <Alert type="warning">
                该报价已于 {quote.ValidUntil} 过期，不能再下单；如仍需采购请
                <AreaLink to={`/consultation/detail/${quote.ProductId}`}>重新询价</AreaLink>。
              </Alert>
            </div>
          ) : null}
          {quote.RevisionRequested ? (
            <div style={{ marginBottom: 12 }}>
              <Alert type="info" title="已申请修改">
                您的修改要求：{quote.Versions.at(-1)?.RevisionNote}
                。运营发送新版本后会邮件通知您；在此之前仍可接受当前版本。
              </Alert>
            </div>
          ) : null}
          <FactList $labelWidth={96}>
            <dt>状态</dt>
            <dd>{quoteTag(quote)}</dd>
            <dt>版本</dt>
            <dd>
              版本 {quote.Version}
              {quote.Versions.length > 1 ? (
                <Muted>（共 {quote.Versions.length} 个版本，只有最新版本可接受）</Muted>
              ) : null}
            </dd>
            <dt>询价单</dt>
            <dd>{quote.ConsultationNo}</dd>
            <dt>报价区域</dt>
            <dd>{quote.RegionName}</dd>
            <dt>报价人</dt>
            <dd>{quote.OperatorName}</dd>
            <Fact label="报价备注">{quote.Note}</Fact>
            <Fact label="拒绝原因">{quote.DeclineReason}</Fact>
            <Fact label="订单">
              {quote.OrderId ? <AreaLink to={`/order/detail?id=${quote.OrderId}`}>{quote.OrderNo}</AreaLink> : null}
            </Fact>
            <Fact label="已取消订单">
              {quote.CancelledOrders?.length
                ? quote.CancelledOrders.map((o, i) => (
                    <span key={o.Id}>
                      {i > 0 ? '、' : null}
                      <AreaLink to={`/order/detail?id=${o.Id}`}>{o.OrderNo}</AreaLink>
                    </span>
                  ))
                : null}
            </Fact>
          </FactList>
          <SpacedLines quote={quote} totalLabel={null} />
          <QuoteTermsFacts terms={quote.Terms} amounts={quote} validUntil={quote.ValidUntil} />
          <QuotePdfButton quote={quote} version={quote.Version} />
          <QuoteVersions quote={quote} />
          {quote.CanRequestRevision && mode === 'revising' ? (
            <FormField
              label="修改要求"
              required
              error={revisionError ?? undefined}
              hint="例如目标单价、数量、交期或付款方式；运营会发送新版本"
            >
              <Textarea
                value={revision}
                maxLength={500}
                rows={3}
                onChange={(e) => {
                  setRevision(e.target.value);
                  setRevisionError(null);
                }}
              />
            </FormField>
          ) : null}
          {quote.CanAccept && declining ? (
            <FormField label="拒绝原因（选填）" hint="运营人员会看到该原因">
              <Textarea value={reason} maxLength={200} rows={3} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
