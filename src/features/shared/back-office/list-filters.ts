/**
 * The filters of a back-office list live in the page's query (`…?status=2&from=2026-11-01&page=3`), in the
 * enterprise centre and the console alike: a filtered list can be linked, reloaded and gone back to, and inside a
 * widget the same query is the widget's own state (area.tsx). The filter bar edits a draft that follows the
 * applied filters whenever the query changes.
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { positiveInt } from '../query-params';
import { useAreaGo, useAreaQuery } from './area';

/** The filters being edited: follows the applied ones (`key`: their query text) when those change. */
export function useFilterDraft<F>(applied: F, key: string, parse: (q: URLSearchParams) => F) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(parse(new URLSearchParams(key))), [key, parse]);
  return [draft, setDraft] as const;
}

export interface QueryFilters<F extends Record<string, string>> {
  /** What the list shows (blank = not filtered by that field). */
  applied: F;
  /** What the filter bar shows. */
  draft: F;
  page: number;
  /** Why the draft was not applied (e.g. a start after the end), else null. */
  problem: string | null;
  /** Something is filtered (the list's empty text says 没有符合条件的…). */
  filtered: boolean;
  /** The change handler of one field of the draft. */
  set: (key: keyof F) => (e: { target: { value: string } }) => void;
  /** 筛选: applies the draft from page 1, unless `check` finds a problem (the list keeps what it shows). */
  apply: (e?: FormEvent) => void;
  /** 重置: no filter, page 1. */
  reset: () => void;
  setPage: (page: number) => void;
  /** The applied filters, trimmed, without the blank ones: for the list's request. */
  params: URLSearchParams;
}

/** A list's filters at `path` with the fields of `empty` (every one a string); `check` refuses a draft. */
export function useQueryFilters<F extends Record<string, string>>(
  path: string,
  empty: F,
  routeQuery: URLSearchParams | undefined,
  check?: (draft: F) => string | null,
): QueryFilters<F> {
  const q = useAreaQuery(routeQuery);
  const go = useAreaGo();
  const fields = Object.keys(empty) as Array<keyof F & string>;
  const params = new URLSearchParams();
  for (const k of fields) {
    const v = q.get(k)?.trim();
    if (v) params.set(k, v);
  }
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied filters are the query's text (`key`).
  const applied = useMemo(() => ({ ...empty, ...Object.fromEntries(new URLSearchParams(key)) }) as F, [key]);
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(applied), [applied]);
  const page = positiveInt(q.get('page')) ?? 1;

  const show = (filters: F, at: number) => {
    const next = new URLSearchParams();
    for (const k of fields) {
      const v = (filters[k] ?? '').trim();
      if (v) next.set(k, v);
    }
    if (at > 1) next.set('page', String(at));
    const text = next.toString();
    go(`${path}${text ? `?${text}` : ''}`, { replace: true });
  };

  return {
    applied,
    draft,
    page,
    problem,
    filtered: key !== '',
    set: (k) => (e) => setDraft((d) => ({ ...d, [k]: e.target.value })),
    apply: (e) => {
      e?.preventDefault();
      const why = check?.(draft) ?? null;
      setProblem(why);
      if (!why) show(draft, 1);
    },
    reset: () => {
      setProblem(null);
      setDraft(empty);
      show(empty, 1);
    },
    setPage: (at) => show(applied, at),
    params,
  };
}
