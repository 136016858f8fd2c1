import styled from 'styled-components';
import type { Region } from '../../../contract/catalogue';
import type { Inquiry, Quote } from '../../../contract/quotes';
import { Alert } from '../../../ui/feedback';
import { Tag } from '../../../ui/tag';
import { focusRing } from '../../../ui/theme';
import { Fact, FactList } from '../../shared/layout';
import { QuoteLines } from '../../shared/QuoteLines';
import { QuoteTermsFacts, QuoteVersions } from '../../shared/QuoteTerms';
import { useApiQuery } from '../../shared/use-api-query';
import { formatDateTime } from '../common';

const STATUS_COLOR: Record<number, 'processing' | 'success' | 'error' | 'warning' | 'default'> = {
  0: 'warning',
  10: 'processing',
  20: 'success',
  30: 'error',
  40: 'default',
};

export const statusTag = (i: Pick<Inquiry, 'Status' | 'StatusName'>) => (
  <Tag color={STATUS_COLOR[i.Status] ?? 'default'}>{i.StatusName}</Tag>
);

/** A price as typed: up to 12 digits and 2 decimal places (the server's rule). */

export function useRegionNames() {
  const regions = useApiQuery<Region[]>('/api/Regions').data ?? [];
  return (id: number) => regions.find((r) => r.Id === id)?.Name ?? `区域 ${id}`;
}

/** A sent quote, read-only (the inquiry dialog and its stories). */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    // A disclosure (open): its summary is also what keyboard users reach when the dialog's body scrolls.
    <Section as="details" open aria-label={`报价 ${quote.QuoteNo}`}>
      <summary>
        报价 {quote.QuoteNo} · 版本 {quote.Version}{' '}
        <Tag color={STATUS_COLOR[quote.Status] ?? 'default'}>{quote.StatusName}</Tag>
      </summary>
      {quote.RevisionRequested ? (
        <div style={{ marginBottom: 8 }}>
          <Alert type="warning" title="客户申请修改">
            {quote.Versions.at(-1)?.RevisionNote}（请发送新版本答复）
          </Alert>
        </div>
      ) : null}
      <QuoteLines quote={quote} totalLabel={null} />
      <QuoteTermsFacts terms={quote.Terms} amounts={quote} validUntil={quote.ValidUntil} />
      <FactList $labelWidth={96} style={{ marginTop: 8 }}>
        <dt>报价区域</dt>
        <dd>{quote.RegionName}</dd>
        <dt>报价人</dt>
        <dd>
          {quote.OperatorName} · {formatDateTime(quote.CreatedAt)}
        </dd>
        <Fact label="备注">{quote.Note}</Fact>
        <Fact label="拒绝原因">{quote.DeclineReason}</Fact>
        <Fact label="生成订单">{quote.OrderNo}</Fact>
      </FactList>
      <QuoteVersions quote={quote} operator />
    </Section>
  );
}

const Section = styled.section`
  margin-top: 16px;
  summary {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
    cursor: pointer;
  }
  summary:focus-visible {
    ${focusRing}
  }
`;
