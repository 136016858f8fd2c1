/**
 * `<LazyPagination>`: the pager (ui/pagination) for a list a widget shows in its first render (the catalogue's and
 * the search's grid, a brand's products, the showcase), loaded when the visitor comes near it: its place within
 * NEAR of the visible part of the page, or the first focus in the widget (keyboard and screen-reader visitors). The
 * pager sits under the list, so the visitor sees the products first; a visitor who never goes down to it does not
 * download its code.
 *
 * Until then a block of the pager's height holds its place (busy while the code loads; the widget keeps its
 * reserved size meanwhile, elements/WidgetFrame.tsx). Once loaded it stays, and later lists render it at once. When
 * it cannot be loaded the place says so with a 重试 button; the list above is unaffected. A list whose pager must be
 * there at once (a fixed-height embed, `pagination="pages"`) asks for it with the list (`eager`).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import type { PaginationProps, Pagination as PaginationType } from '../../ui/pagination';
import { vars } from '../../ui/theme';
import { strings } from './strings';

const FAILED = '分页未能加载';
/** How far outside the visible part of the page the pager's place is when its code is asked for. */
export const NEAR = '200px';

/** The pager's module as this page has it: loaded, loading, failed (a 重试 loads it again) or not asked for yet. */
const $pager = atom<{ Pagination: typeof PaginationType | null; status: 'idle' | 'loading' | 'failed' }>({
  Pagination: null,
  status: 'idle',
});

function loadPagination(): void {
  const { Pagination, status } = $pager.get();
  if (Pagination || status === 'loading') return;
  $pager.set({ Pagination: null, status: 'loading' });
  import('../../ui/pagination').then(
    (module) => $pager.set({ Pagination: module.Pagination, status: 'idle' }),
    () => $pager.set({ Pagination: null, status: 'failed' }),
  );
}

/** Calls `load` once `place` comes within NEAR of the viewport or something in its widget takes focus. */
function whenWanted(place: HTMLElement | null, load: () => void): () => void {
  if (!place || typeof IntersectionObserver === 'undefined') {
    load();
    return () => {};
  }
  const listening = new AbortController();
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wanted(), {
    rootMargin: `${NEAR} 0px`,
  });
  const stop = () => {
    observer.disconnect();
    listening.abort();
  };
  const wanted = () => {
    stop();
    load();
  };
  observer.observe(place);
  place.getRootNode().addEventListener('focusin', wanted, { signal: listening.signal });
  return stop;
}

/** `eager`: loaded with the list, not when the visitor comes near (`<b2b-catalog pagination="pages">`). */
export function LazyPagination({ eager, ...props }: PaginationProps & { eager?: boolean | undefined }) {
  const { Pagination, status } = useStore($pager);
  const place = useRef<HTMLDivElement>(null);
  const waiting = !Pagination && status === 'idle';
  useEffect(
    () => (waiting ? (eager ? loadPagination() : whenWanted(place.current, loadPagination)) : undefined),
    [waiting, eager],
  );

  if (Pagination) return <Pagination {...props} />;
  if (status === 'failed')
    return (
      <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 8, height: vars.buttonHeightLg }}>
        <span style={{ color: vars.textSecondary }}>{FAILED}</span>
        <Button size="sm" onClick={loadPagination}>
          {strings.retry}
        </Button>
      </div>
    );
  return <div ref={place} aria-busy={status === 'loading' || undefined} style={{ height: vars.buttonHeightLg }} />;
}
