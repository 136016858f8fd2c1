/**
 * 收藏 state as every heart on a page reads it: one request for all of them (`GET /api/Favorites/ids`, cached and
 * shared by the query cache), flipped at once on a click and written back to that cache, rolled back when the
 * server refuses. The 我的收藏 page's list is refetched after a change.
 */
import { useStore } from '@nanostores/react';
import { call } from '../../core/http';
import { mutateCache } from '../../core/query';
import { $isLoggedIn } from '../../core/session';
import { refresh } from './use-api-query';
import { useRouteQuery } from './use-route-query';

/** The cache key of `GET /api/Favorites/ids` (what `useRouteQuery` reads it under), written to on a click. */
const FAVORITE_IDS = '/api/Favorites/ids';

export interface Favorite {
  /** Logged in: favourites are a user's, a visitor sees no heart. */
  shown: boolean;
  on: boolean;
  toggle(): Promise<void>;
}

export function useFavorite(productId: number): Favorite {
  const loggedIn = useStore($isLoggedIn);
  const ids = useRouteQuery('GET /api/Favorites/ids', loggedIn ? {} : null).data?.ProductIds;
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
