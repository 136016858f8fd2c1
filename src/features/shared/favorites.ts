/**
 * 收藏 state as every heart on a page reads it: one request for all of them (`GET /api/Favorites/ids`, cached and
 * shared by the query cache), flipped at once on a click and written back to that cache, rolled back when the
 * server refuses. The 我的收藏 page's list is refetched after a change.
 */
import { useStore } from '@nanostores/react';
import type { FavoriteIds } from '../../contract/quick-order';
import { call } from '../../core/http';
import { mutateCache } from '../../core/query';
import { $isLoggedIn } from '../../core/session';
import { refresh, useApiQuery } from './use-api-query';

export const FAVORITE_IDS = '/api/Favorites/ids';

export interface Favorite {
  /** Logged in: favourites are a user's, a visitor sees no heart. */
  shown: boolean;
  on: boolean;
  toggle(): Promise<void>;
}

export function useFavorite(productId: number): Favorite {
  const loggedIn = useStore($isLoggedIn);
  const ids = useApiQuery<FavoriteIds>(loggedIn ? FAVORITE_IDS : null).data?.ProductIds;
  const on = Boolean(ids?.includes(productId));
  const write = (next: boolean) => {
    const now = ids ?? [];
    mutateCache(FAVORITE_IDS, {
      ProductIds: next ? [productId, ...now.filter((id) => id !== productId)] : now.filter((id) => id !== productId),
    });
  };
  const toggle = async () => {
    const next = !on;
    write(next);
    try {
      await call(next ? 'PUT /api/Favorites/:productId' : 'DELETE /api/Favorites/:productId', {
        params: { productId },
      });
      refresh('/api/Favorites?');
    } catch {
      write(!next);
    }
  };
  return { shown: loggedIn, on, toggle };
}
