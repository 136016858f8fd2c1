/**
 * localStorage kept per store on a partner's page. The storefront's own origin keeps the spec's names (`user-info`,
 * `operator-info`); a page of another origin that embeds the widgets (api-base or store-url naming the store's
 * origin) keeps them under `b2b:<store origin>:<name>` instead, so the host's own `user-info` is never read or
 * overwritten and two stores embedded on one site keep two sessions.
 *
 * The key follows the page's configuration ($config): the widgets set api-base as they connect, after this module
 * was evaluated, and the value is read again from the new key then. Otherwise it behaves like @nanostores/persistent's
 * persistentAtom (written on set, other tabs followed through the storage event, read again on pageshow).
 */
import { atom, onMount, type WritableAtom } from 'nanostores';
import { $config } from './config';

/** The origin of an absolute http(s) URL other than this page's, else null. */
function foreignOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url) || typeof location === 'undefined') return null;
  try {
    const origin = new URL(url).origin;
    return origin === location.origin ? null : origin;
  } catch {
    return null;
  }
}

/** The localStorage key of `name` on this page: `name` on the store's origin, `b2b:<store origin>:name` elsewhere. */
export function storeScopedKey(name: string, config: { apiBase: string; storeUrl: string } = $config.get()): string {
  const store = foreignOrigin(config.apiBase) ?? foreignOrigin(config.storeUrl);
  return store ? `b2b:${store}:${name}` : name;
}

function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage disabled (privacy mode): the value lives in memory only.
    return undefined;
  }
}

/** An atom persisted in localStorage under `storeScopedKey(name)`. */
export function storeScopedAtom<T>(
  name: string,
  initial: T,
  encode: (value: T) => string,
  decode: (raw: string) => T,
): WritableAtom<T> {
  const storage = localStore();
  let key = storeScopedKey(name);
  const stored = () => storage?.getItem(key) ?? null;
  let written = stored();
  const store = atom<T>(written === null ? initial : decode(written));
  const setValue = store.set.bind(store);
  store.set = (value: T) => {
    written = encode(value);
    try {
      storage?.setItem(key, written);
    } catch {
      // Quota or disabled storage: keep the value for this page.
    }
    setValue(value);
  };
  const restore = () => {
    const raw = stored();
    if (raw === written) return;
    written = raw;
    setValue(raw === null ? initial : decode(raw));
  };
  $config.listen(() => {
    const next = storeScopedKey(name);
    if (next === key) return;
    key = next;
    restore();
  });
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the storage.
    if (event.key === key || event.key === null) restore();
  };
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    restore();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', restore);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', restore);
    };
  });
  return store;
}
