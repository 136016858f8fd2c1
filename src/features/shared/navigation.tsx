/**
 * Links and navigation for screens and widgets. The same code works in both places:
 * - inside `<b2b-storefront>` the router handles the path (History API, no reload);
 * - in a standalone widget a cancelable `b2b-navigate` event is fired from the widget and, unless the
 *   page cancels it, the browser goes to `store-url` + path.
 *
 *   <Link to="/cart">购物车</Link>
 *   const go = useNavigate(); go('/order/detail?id=3');
 *   const { path, params, query } = useRoute();   // storefront only, from './route'
 */
import { useStore } from '@nanostores/react';
import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useCallback } from 'react';
import { $config } from '../../core/config';
import { navigate } from '../../core/navigation';
import { useWidget } from './widget';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Storefront path with optional query, e.g. `/search/online?keyword=螺丝`. */
  to: string;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** The address a storefront path has from this widget (`store-url` + path outside the storefront). */
export function useHref(to: string): string {
  const { inStorefront } = useWidget();
  const { storeUrl } = useStore($config);
  return inStorefront ? to : storeUrl + to;
}

/** Returns `go(path, { replace })`. */
export function useNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const { host } = useWidget();
  return useCallback((path, options) => navigate(path, { replace: options?.replace ?? false, source: host }), [host]);
}

/** A link to a storefront path (a real `<a href>`, so open-in-new-tab and screen readers work). */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const go = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    if (target && target !== '_self') return;
    event.preventDefault();
    go(to, { replace: replace ?? false });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
