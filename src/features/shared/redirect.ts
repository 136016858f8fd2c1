/** Where to go after logging in: the `redirect` query parameter when it is a same-site path, else /home. */
export const DEFAULT_AFTER_LOGIN = '/home';

/** Account pages that make no sense to return to after logging in. */
const AUTH_PATHS = ['/login', '/register', '/invite', '/resetpassword', '/resetpwd'];

/**
 * A safe storefront path from an untrusted `redirect` value: it must start with one `/` (not `//`
 * or `/\`, which browsers read as another host), contain no control characters, and not lead back
 * to an account page. Anything else gives `/home`.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw === '') return DEFAULT_AFTER_LOGIN;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is what this test is for
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const pathname = value.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.includes(pathname)) return DEFAULT_AFTER_LOGIN;
  return value;
}
