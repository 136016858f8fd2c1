/**
 * The storefront's current route. Kept apart from ./navigation so that standalone widgets, which
 * never run the router, do not load it.
 */
import { useStore } from '@nanostores/react';
import { $route, type RouteState } from '../../core/router';
import type { AppRoute } from './route-types';

/** Path, params, query and route entry of the current address (inside `<b2b-storefront>`). */
export function useRoute(): RouteState<AppRoute> {
  return useStore($route) as RouteState<AppRoute>;
}
