/**
 * A quote's terms, totals and versions, read-only: the buyer's 我的报价 detail and the operator's inquiry dialog
 * show them the same way — 税率 (含税 or 另计), 运费 (包邮), 交期, 付款方式, 有效期, the totals with tax and freight,
 * then every version (版本 1, 2, …; the older ones read-only, with the buyer's revision request) and its PDF.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../contract/dates';
import type { QuoteTerms, QuoteVersion } from '../../contract/quote-terms';
import type { Quote } from '../../contract/quotes';
import { ApiError, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { saveBlob } from './download';
import { FactList, Muted } from './layout';

export type QuoteTermsQuote = Pick<
  Quote,
  'Id' | 'QuoteNo' | 'Version' | 'Terms' | 'GoodsAmount' | 'TaxAmount' | 'TotalAmount' | 'ValidUntil' | 'Versions'
>;

export const taxText = (t: QuoteTerms) =>
  t.TaxMode === 'excluded' ? `不含税价，税率 ${t.TaxRate}%（税额另计）` : `含税价，税率 ${t.TaxRate}%`;
export const freightText = (t: QuoteTerms) => (Number(t.Freight) === 0 ? '包邮' : formatMoney(t.Freight));
export const leadText = (t: QuoteTerms) => (t.LeadDays === null ? '另行约定' : `付款后 ${t.LeadDays} 天内发货`);
export const paymentText = (t: QuoteTerms) => `${t.PaymentTermsName}${t.PaymentNote ? `：${t.PaymentNote}` : ''}`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 2px 12px;
  margin: 8px 0 0;
  font-size: 13px;
  dt {
    color: ${vars.textSecondary};
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
  .total {
    color: ${vars.price};
    font-size: 18px;
    font-weight: 600;
  }
`;

/** The terms and the totals with tax and freight of a quote or one of its versions. */
export function QuoteTermsFacts({
  terms,
  amounts,
  validUntil,
}: {
  terms: QuoteTerms;
  amounts: Pick<QuoteVersion, 'GoodsAmount' | 'TaxAmount' | 'TotalAmount'>;
  validUntil: string;
}) {
  return (
    <>
      <Totals aria-label="报价金额">
        <dt>商品金额</dt>
        <dd>{formatMoney(amounts.GoodsAmount)}</dd>
        <dt>{terms.TaxMode === 'excluded' ? `税额（${terms.TaxRate}%）` : `其中税额（${terms.TaxRate}%）`}</dt>
        <dd>{formatMoney(amounts.TaxAmount)}</dd>
        <dt>运费</dt>
        <dd>{freightText(terms)}</dd>
        <dt>应付合计</dt>
        <dd className="total" data-testid="quote-grand-total">
          {formatMoney(amounts.TotalAmount)}
        </dd>
      </Totals>
      <FactList $labelWidth={96} style={{ marginTop: 8 }} aria-label="报价条款">
        <dt>税率</dt>
        <dd>{taxText(terms)}</dd>
        <dt>运费</dt>
        <dd>{freightText(terms)}</dd>
        <dt>交期</dt>
        <dd>{leadText(terms)}</dd>
        <dt>付款方式</dt>
        <dd>{paymentText(terms)}</dd>
        <dt>有效期至</dt>
        <dd>{validUntil}（北京时间，含当日）</dd>
      </FactList>
    </>
  );
}

/** Downloads a version's PDF with the login token (a plain link would carry none). */
export function QuotePdfButton({
  quote,
  version,
  operator = false,
}: {
  quote: Pick<Quote, 'Id' | 'QuoteNo'>;
  version: number;
  operator?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const options = { params: { id: quote.Id }, query: { version }, responseType: 'blob' as const, silent: true };
      const { data } = operator
        ? await callResponse('GET /api/Operator/quotes/:id/pdf', options)
        : await callResponse('GET /api/Quotes/:id/pdf', options);
      saveBlob(data as unknown as Blob, `报价单-${quote.QuoteNo}-v${version}.pdf`);
    } catch (e) {
      showMessage('error', e instanceof ApiError && e.status === 404 ? '报价单不存在' : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="text" loading={busy} onClick={() => void download()}>
      下载报价单 PDF（版本 {version}）
    </Button>
  );
}

const History = styled.ol`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    padding: 8px 0;
    border-top: 1px solid ${vars.divider};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  summary {
    cursor: pointer;
  }
`;

/** Every version, newest first; the older ones are read-only (only the newest can be accepted). */
export function QuoteVersions({ quote, operator = false }: { quote: QuoteTermsQuote; operator?: boolean }) {
  if (quote.Versions.length === 0) return null;
  return (
    <section aria-label="报价版本">
      <h3 style={{ fontSize: 14, margin: '16px 0 0' }}>版本记录（共 {quote.Versions.length} 个版本）</h3>
      <History>
        {[...quote.Versions].reverse().map((v) => (
          <li key={v.Version} data-testid={`quote-version-${v.Version}`}>
            <details open={v.Version === quote.Version && quote.Versions.length === 1}>
              <summary>
                版本 {v.Version}{' '}
                {v.Version === quote.Version ? <Tag color="processing">当前版本</Tag> : <Tag>历史版本（只读）</Tag>}{' '}
                {formatMoney(v.TotalAmount)} <Muted>· {formatDateTime(v.CreatedAt)}</Muted>
              </summary>
              <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
                {v.Items.map((l) => (
                  <li key={l.ProductId} style={{ border: 0, padding: 0 }}>
                    {l.Name} · {formatMoney(l.UnitPrice)} × {l.Quantity}
                    {l.Unit} = {formatMoney(l.Subtotal)}
                  </li>
                ))}
              </ul>
              <Muted>
                {taxText(v.Terms)} · 运费 {freightText(v.Terms)} · 交期 {leadText(v.Terms)} · {paymentText(v.Terms)} ·
                有效期至 {v.ValidUntil}
              </Muted>
              <div>
                <QuotePdfButton quote={quote} version={v.Version} operator={operator} />
              </div>
            </details>
            {v.RevisionNote ? (
              <p style={{ margin: '4px 0 0' }}>
                客户修改要求：{v.RevisionNote}
                {v.RevisionRequestedAt ? <Muted>（{formatDateTime(v.RevisionRequestedAt)}）</Muted> : null}
              </p>
            ) : null}
          </li>
        ))}
      </History>
    </section>
  );
}
