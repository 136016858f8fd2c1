/** One quick-order row's check result: what it matched, why it cannot be added and the fix (quantity, pick, inquiry). */
import styled from 'styled-components';
import type { ProductSummary } from '../../contract/catalogue';
import type { QuickOrderRow } from '../../contract/quick-order';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { CONTRACT_PRICE, ListPriceNote } from '../shared/ListPriceNote';
import { Link } from '../shared/navigation';
import { type DraftLine, STATUS_LABEL } from './lines';

const Fix = styled.div`
  margin-top: 4px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  font-size: 13px;
  color: ${vars.textSecondary};
`;

const statusColor = (s: QuickOrderRow['Status']) => (s === 'ok' ? 'success' : s === 'ambiguous' ? 'warning' : 'error');

export function RowResult({
  line,
  onPick,
  onQuantity,
}: {
  line: DraftLine;
  onPick: (line: DraftLine, candidate: ProductSummary) => void;
  onQuantity: (key: number, change: Partial<DraftLine>) => void;
}) {
  const row = line.row!;
  return (
    <div data-testid="quick-order-result">
      <Tag color={statusColor(row.Status)}>{STATUS_LABEL[row.Status]}</Tag>{' '}
      {row.Name ? (
        <span>
          {row.Name}
          {row.UnitPrice ? ` · ${formatMoney(row.UnitPrice)}/${row.Unit ?? ''}` : ''}
          <ListPriceNote listPrice={row.ListPrice} />
        </span>
      ) : null}
      {row.Error && row.Status !== 'ok' ? <Fix>{row.Error}</Fix> : null}
      {row.Status === 'quantity' && row.SuggestedQuantity ? (
        <Fix>
          <Button size="sm" onClick={() => onQuantity(line.key, { quantity: String(row.SuggestedQuantity) })}>
            改为 {row.SuggestedQuantity}
          </Button>
        </Fix>
      ) : null}
      {row.Candidates?.length ? (
        <Fix>
          {row.Status === 'ambiguous' ? '请选择：' : '您是不是要找：'}
          {row.Candidates.map((c) => (
            <Button key={c.Id} size="sm" onClick={() => onPick(line, c)}>
              {c.Model || c.Name} · {c.BrandName}
              {c.Price ? ` · ${formatMoney(c.Price)}${c.ContractPrice ? ` ${CONTRACT_PRICE}` : ''}` : ''}
            </Button>
          ))}
        </Fix>
      ) : null}
      {row.Status === 'consultation' && row.ProductId ? (
        <Fix>
          <Link to={`/consultation/detail/${row.ProductId}`}>去咨询</Link>
        </Fix>
      ) : null}
    </div>
  );
}
