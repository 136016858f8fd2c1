/** The storefront path to come back to after logging in: the current route inside the storefront, else `fallback`. */
import { useStore } from '@nanostores/react';
import { $route } from '../../../core/route-state';
import { useWidget } from '../widget';

export function useReturnPath(fallback: string): string {
  const { inStorefront } = useWidget();
  const route = useStore($route);
  if (!inStorefront || route.route === null) return fallback;
  const search = route.query.toString();
  return search ? `${route.path}?${search}` : route.path;
}
