/**
 * The heart (收藏) of a product: a real button (Tab, Enter, Space), `aria-pressed` saying whether it is a favourite.
 * Logged out it is not shown (favourites are a user's). The state is read once per product and flipped at once,
 * rolled back when the server refuses.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import styled from 'styled-components';
import { call } from '../../core/http';
import { $isLoggedIn } from '../../core/session';
import { vars } from '../../ui/theme';
import { useApiQuery } from './use-api-query';

const Heart = styled.button`
  border: 1px solid ${vars.divider};
  background: ${vars.bg};
  border-radius: 6px;
  padding: 4px 10px;
  font-size: 14px;
  cursor: pointer;
  color: ${vars.text};
  &[aria-pressed='true'] {
    color: #e5484d;
  }
`;

export function FavoriteButton({ productId }: { productId: number }) {
  const loggedIn = useStore($isLoggedIn);
  const state = useApiQuery<{ Favorite: boolean }>(loggedIn ? `/api/Favorites/${productId}` : null);
  const [local, setLocal] = useState<{ id: number; on: boolean } | null>(null);
  if (!loggedIn) return null;
  const on = local?.id === productId ? local.on : Boolean(state.data?.Favorite);
  const toggle = async () => {
    const next = !on;
    setLocal({ id: productId, on: next });
    try {
      await call(next ? 'PUT /api/Favorites/:productId' : 'DELETE /api/Favorites/:productId', {
        params: { productId },
      });
    } catch {
      setLocal({ id: productId, on: !next });
    }
  };
  return (
    <Heart type="button" aria-pressed={on} onClick={() => void toggle()} data-testid="favorite">
      {on ? '♥ 已收藏' : '♡ 收藏'}
    </Heart>
  );
}
