/** Writing a URL query (the browsing screens' API addresses); reading one is ./query-params. */

/** `/path?a=1&b=2` from the defined, non-empty values of `query`. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
