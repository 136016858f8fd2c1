/**
 * `<LazyPagination>`: the pager (ui/pagination) for a list a widget shows in its first render (the catalogue's and
 * the search's grid, a brand's products, the showcase), loaded after that render. The pager sits under the list, so
 * the visitor sees the products first; its code (1.7 KB gzip) was in each of those widgets' first render.
 *
 * Until it arrives a busy block of the pager's height holds its place (the widget keeps its reserved size meanwhile,
 * elements/WidgetFrame.tsx). Once loaded it stays, and later lists render it at once. When it cannot be loaded the
 * place says so with a 重试 button; the list above is unaffected.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { Button } from '../../ui/button';
import type { PaginationProps, Pagination as PaginationType } from '../../ui/pagination';
import { vars } from '../../ui/theme';
import { strings } from './strings';

const FAILED = '分页未能加载';

/** The pager's module as this page has it: loaded, failed (a 重试 loads it again) or neither yet. */
const $pager = atom<{ Pagination: typeof PaginationType | null; failed: boolean }>({ Pagination: null, failed: false });
let loading = false;

function loadPagination(): void {
  if (loading || $pager.get().Pagination) return;
  loading = true;
  $pager.set({ Pagination: null, failed: false });
  import('../../ui/pagination')
    .then(
      (module) => $pager.set({ Pagination: module.Pagination, failed: false }),
      () => $pager.set({ Pagination: null, failed: true }),
    )
    .finally(() => {
      loading = false;
    });
}

export function LazyPagination(props: PaginationProps) {
  const { Pagination, failed } = useStore($pager);
  useEffect(loadPagination, []);

  if (Pagination) return <Pagination {...props} />;
  if (failed)
    return (
      <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 8, height: vars.buttonHeightLg }}>
        <span style={{ color: vars.textSecondary }}>{FAILED}</span>
        <Button size="sm" onClick={loadPagination}>
          {strings.retry}
        </Button>
      </div>
    );
  return <div aria-busy="true" style={{ height: vars.buttonHeightLg }} />;
}
