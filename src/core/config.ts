import { atom, type WritableAtom } from 'nanostores';
import { shared } from './shared';

/** Per-page settings of the widgets (set from element attributes such as `api-base`, `store-url`). */
export interface CoreConfig {
  /** Prefix of every API path; '' = same origin. */
  apiBase: string;
  /** Where a standalone widget sends users (storefront origin + base path); '' = same origin. */
  storeUrl: string;
}

/** The page's configuration. */
export const $config: WritableAtom<CoreConfig> = shared('config', () =>
  atom<CoreConfig>({ apiBase: '', storeUrl: '' }),
);

/** Changes some settings, keeping the others. Trailing slashes are dropped so paths join cleanly. */
export function configure(partial: Partial<CoreConfig>): void {
  const next = { ...$config.get() };
  if (partial.apiBase !== undefined) next.apiBase = partial.apiBase.replace(/\/+$/, '');
  if (partial.storeUrl !== undefined) next.storeUrl = partial.storeUrl.replace(/\/+$/, '');
  $config.set(next);
}
