/**
 * Moving around a back-office area (the enterprise centre /enterprise/*, the operator console /operator/*), the
 * same way in the storefront's routes and in the area's standalone widget:
 * - `AreaNavContext`: inside a widget, which paths it owns, the current section's query and a way to switch
 *   sections in component state (the host page's URL is never touched);
 * - `AreaLink`: stays inside the widget for the paths it owns, else a storefront link;
 * - `useAreaGo` / `useAreaQuery`: the same choice for code that navigates or reads the query;
 * - `useSectionState`: the widget's current section and query, reset when the host changes its `section`.
 */
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Link, useNavigate } from '../navigation';

export interface AreaNavValue {
  /** Whether the widget shows this path itself (its area's sections). */
  owns: (to: string) => boolean;
  query: URLSearchParams;
  go: (to: string, options?: { replace?: boolean }) => void;
}
export const AreaNavContext = createContext<AreaNavValue | null>(null);

export interface AreaLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** A link that stays inside the widget for the paths the widget owns. */
export function AreaLink({ to, children, ...rest }: AreaLinkProps) {
  const inWidget = useContext(AreaNavContext);
  if (inWidget?.owns(to)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      inWidget.go(to);
    };
    return (
      <a {...rest} href={`#${to}`} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} to={to}>
      {children}
    </Link>
  );
}

/** `go(path)`: in a widget its own paths switch the section in state; otherwise the storefront navigates. */
export function useAreaGo(): (to: string, options?: { replace?: boolean }) => void {
  const inWidget = useContext(AreaNavContext);
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      if (inWidget?.owns(to)) inWidget.go(to, options);
      else navigate(to, options);
    },
    [inWidget, navigate],
  );
}

/** The query the screen works with: the widget's own state, else the route's. */
export function useAreaQuery(routeQuery: URLSearchParams | undefined): URLSearchParams {
  const inWidget = useContext(AreaNavContext);
  return inWidget?.query ?? routeQuery ?? new URLSearchParams();
}

/**
 * A widget's current section and query. `sectionOf` names the section of one of the area's paths (null: not the
 * area's); a new `section` from the host starts over on that section.
 */
export function useSectionState<S extends string>(
  section: S,
  sectionOf: (path: string) => S | null,
  initialQuery = '',
): { section: S; query: URLSearchParams; nav: AreaNavValue } {
  const [where, setWhere] = useState<{ section: S; query: string }>({ section, query: initialQuery });
  const [lastProp, setLastProp] = useState(section);
  if (lastProp !== section) {
    setLastProp(section);
    setWhere({ section, query: '' });
  }
  const nav = useMemo<AreaNavValue>(
    () => ({
      owns: (to) => sectionOf(to) !== null,
      query: new URLSearchParams(where.query),
      go: (to) => {
        const next = sectionOf(to);
        if (!next) return;
        const i = to.indexOf('?');
        setWhere({ section: next, query: i >= 0 ? to.slice(i + 1) : '' });
      },
    }),
    [where, sectionOf],
  );
  return { section: where.section, query: nav.query, nav };
}
