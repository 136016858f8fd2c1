/**
 * Media addresses of the API (`/media/…`, root-relative on the API's origin) as addresses that work wherever
 * the widget is: on a partner page a root-relative URL would resolve against the partner's origin (a 404 for
 * every product image), so it is prefixed with `api-base`.
 */
import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';

/** `url` against `apiBase`: root-relative paths are prefixed; absolute, protocol-relative and data: URLs kept. */
export function mediaUrl(url: string | null | undefined, apiBase: string): string {
  if (!url) return '';
  return url.startsWith('/') && !url.startsWith('//') ? apiBase + url : url;
}

/** `media(url)` for the current `api-base` (re-renders when it changes). */
export function useMediaUrl(): (url: string | null | undefined) => string {
  const { apiBase } = useStore($config);
  return (url) => mediaUrl(url, apiBase);
}
