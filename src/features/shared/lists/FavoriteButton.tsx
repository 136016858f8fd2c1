/**
 * The heart (收藏) of a product on its detail page: a real button (Tab, Enter, Space), `aria-pressed` saying whether
 * it is a favourite. Logged out it is not shown (favourites are a user's). State: ./favorites.ts (shared with the
 * hearts of the product cards).
 */
import styled from 'styled-components';
import { vars } from '../../../ui/theme';
import { useFavorite } from '../favorites';

const Heart = styled.button`
  border: 1px solid ${vars.divider};
  background: ${vars.bg};
  border-radius: 6px;
  padding: 4px 10px;
  font-size: 14px;
  cursor: pointer;
  color: ${vars.text};
  &[aria-pressed='true'] {
    color: #c9252c;
  }
`;

export function FavoriteButton({ productId }: { productId: number }) {
  const favorite = useFavorite(productId);
  if (!favorite.shown) return null;
  return (
    <Heart type="button" aria-pressed={favorite.on} onClick={() => void favorite.toggle()} data-testid="favorite">
      {favorite.on ? '♥ 已收藏' : '♡ 收藏'}
    </Heart>
  );
}
