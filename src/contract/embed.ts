/** Embedding on partner pages: the login hand-off to the storefront and the partner-origin check. */
import { type Static, Type } from 'typebox';

/** `POST /api/Users/handoff`: a single-use code the storefront exchanges for a session. */
export const HandoffResponse = Type.Object({
  Code: Type.String(),
  /** Seconds the code stays valid. */
  ExpiresIn: Type.Integer(),
});
export type HandoffResponse = Static<typeof HandoffResponse>;

/** `POST /api/Users/handoff/exchange` */
export const HandoffExchangeBody = Type.Object(
  { Code: Type.String({ minLength: 1, maxLength: 128, 'x-message': '登录交接码无效或已过期，请重新登录' }) },
  { additionalProperties: false },
);
export type HandoffExchangeBody = Static<typeof HandoffExchangeBody>;

/** `GET /api/embed/origin`: whether the calling page's origin may use the API (CORS_ORIGINS). */
export const OriginCheckResponse = Type.Object({
  /** The `Origin` the request came with ('' when the browser sent none, i.e. same origin). */
  Origin: Type.String(),
  Allowed: Type.Boolean(),
});
export type OriginCheckResponse = Static<typeof OriginCheckResponse>;
