/**
 * After a line's unit price (checkout, order): 「协议价 ¥25.80」 with the list price struck through, when the
 * unit price is the company's contract price. Nothing otherwise.
 */
import styled from 'styled-components';
import { formatMoney } from '../../../core/money';
import { VisuallyHidden, vars } from '../../../ui/theme';
import { CONTRACT_PRICE } from './contract-price';

const Note = styled.span`
  margin-left: 4px;
  font-size: 12px;
  color: ${vars.textSecondary};
  b {
    margin-right: 4px;
    font-weight: 400;
    color: ${vars.price};
  }
`;

export function ListPriceNote({ listPrice }: { listPrice?: string | undefined }) {
  if (!listPrice) return null;
  return (
    <Note>
      <b>{CONTRACT_PRICE}</b>
      <VisuallyHidden>标价</VisuallyHidden>
      <s>{formatMoney(listPrice)}</s>
    </Note>
  );
}
