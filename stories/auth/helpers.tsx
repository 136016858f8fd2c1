/** Shared setup of the account stories: a logged-out session, navigation that only logs, fixtures. */
import { HttpResponse, http } from 'msw';
import { get } from '../../.storybook/mocks';
import { setNavigator } from '../../src/core/navigation';
import { $session, EMPTY_SESSION } from '../../src/core/session';

/** Starts the story logged out; `navigate()` logs instead of leaving the page. */
export function loggedOut() {
  $session.set(EMPTY_SESSION);
  setNavigator((path) => console.info('[story] navigate', path));
  return () => {
    $session.set(EMPTY_SESSION);
    setNavigator(null);
  };
}

/** A readable captcha picture (what the server answers is a data: SVG too). */
export const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef1f8"/><text x="18" y="28" font-size="24" font-family="monospace" fill="#114bed">AbCd</text></svg>',
)}`;

export const captchaHandlers = [
  get('/api/Users/GenerateCaptcha', () => ({
    CaptchaId: `c-${Math.random().toString(36).slice(2)}`,
    Image: captchaImage,
  })),
];

/** A call that never answers (the "submitting" state). */
export const pending = (method: 'post' | 'put' | 'get', path: string) =>
  http[method](path, () => new Promise<Response>(() => {}));

export const noContent = (method: 'post' | 'put', path: string) =>
  http[method](path, () => new HttpResponse(null, { status: 204 }));

/** A 400 about one field, in the server's shape `{ Error, Field }`. */
export const fieldError = (method: 'post' | 'put', path: string, message: string, field: string) =>
  http[method](path, () => HttpResponse.json({ Error: message, Field: field }, { status: 400 }));
