/**
 * A quote's lines and total, read-only: the buyer's 我的报价 dialog and the operator's inquiry dialog show a sent
 * quote the same way (product, unit price, quantity, subtotal, then the total in the price colour).
 */
import styled from 'styled-components';
import type { Quote } from '../../contract/quotes';
import { formatMoney } from '../../core/money';
import { vars } from '../../ui/theme';
import { Muted, Wrap } from './layout';

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${vars.divider};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${vars.textSecondary};
    font-weight: normal;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
`;

const Total = styled.p`
  text-align: right;
  margin: 8px 0 0;
  strong {
    color: ${vars.price};
    font-size: 18px;
  }
`;

export function QuoteLines({
  quote,
  totalLabel = '合计',
  className,
}: {
  quote: Pick<Quote, 'Items' | 'TotalAmount'>;
  /** The words before the total (the buyer reads 报价合计); null: no total (QuoteTermsFacts shows the totals). */
  totalLabel?: string | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <Lines aria-label="报价商品">
        <thead>
          <tr>
            <th>商品</th>
            <th className="num">单价</th>
            <th className="num">数量</th>
            <th className="num">小计</th>
          </tr>
        </thead>
        <tbody>
          {quote.Items.map((l) => (
            <tr key={l.ProductId}>
              <td>
                <Wrap>
                  {l.Name} {l.Model ? <Muted>{l.Model}</Muted> : null}
                </Wrap>
              </td>
              <td className="num">{formatMoney(l.UnitPrice)}</td>
              <td className="num">
                {l.Quantity}
                {l.Unit}
              </td>
              <td className="num">{formatMoney(l.Subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      {totalLabel === null ? null : (
        <Total>
          {totalLabel}：<strong>{formatMoney(quote.TotalAmount)}</strong>
        </Total>
      )}
    </div>
  );
}
