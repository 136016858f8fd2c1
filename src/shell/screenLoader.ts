/**
 * Loads screen chunks on demand with a 120 s time-out (CHUNK_TIMEOUT_MS). Loaded modules are kept, so
 * going back to a screen shows it at once; a failed or timed-out load is not kept, so 重试 loads again.
 */
import { CHUNK_TIMEOUT_MS } from '../core/constants';
import type { ScreenLoader, ScreenModule } from '../features/shared/route-types';

/** Why a chunk did not load. */
export class ScreenLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? '页面加载超时' : '页面加载失败', { cause });
    this.name = 'ScreenLoadError';
  }
}

const loaded = new WeakMap<ScreenLoader, ScreenModule>();

/** The module if it has loaded before (render without a skeleton). */
export function loadedScreen(loader: ScreenLoader): ScreenModule | undefined {
  return loaded.get(loader);
}

/** Loads a screen; rejects with ScreenLoadError after `timeoutMs` or on failure. */
export function loadScreen(loader: ScreenLoader, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<ScreenModule> {
  const cached = loaded.get(loader);
  if (cached) return Promise.resolve(cached);
  return new Promise<ScreenModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('timeout')), timeoutMs);
    loader().then(
      (mod) => {
        clearTimeout(timer);
        if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
          reject(new ScreenLoadError('failed', new Error('模块没有默认导出')));
          return;
        }
        loaded.set(loader, mod);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ScreenLoadError('failed', error));
      },
    );
  });
}
