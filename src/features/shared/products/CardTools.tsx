/**
 * The buyer's own tools on a product card (loaded once a visitor is logged in, CardToolsSlot.tsx): the heart (收藏,
 * a toggle button with `aria-pressed`) and 加入采购清单 (the minimum quantity; the list picker loads on the first
 * click). Both sit over the picture's top corner, so the card's layout does not move when they arrive.
 */
import styled from 'styled-components';
import { focusRing, vars } from '../../../ui/theme';
import { useFavorite } from '../favorites';
import { AddToListButton } from '../lists/AddToListButton';

export interface CardToolsProps {
  productId: number;
  name: string;
  quantity: number;
}

const Corner = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
  display: flex;
  gap: 6px;
`;

const Round = styled.button`
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${vars.divider};
  border-radius: 50%;
  background: ${vars.bg};
  color: ${vars.textSecondary};
  cursor: pointer;
  display: grid;
  place-items: center;
  ${focusRing}
  &[aria-pressed='true'] {
    color: #c9252c;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const ListButton = styled(AddToListButton)`
  && {
    height: 32px;
    min-height: 32px;
    padding: 0 10px;
    border-radius: 16px;
    font-size: 12px;
  }
`;

export default function CardTools({ productId, name, quantity }: CardToolsProps) {
  const favorite = useFavorite(productId);
  return (
    <Corner data-testid="card-tools">
      <ListButton items={[{ ProductId: productId, Quantity: quantity }]} label={name} text="加入清单" />
      <Round
        type="button"
        aria-pressed={favorite.on}
        aria-label={`收藏：${name}`}
        onClick={() => void favorite.toggle()}
        data-testid="favorite"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill={favorite.on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </Round>
    </Corner>
  );
}
