/**
 * Schemas shared by every resource: errors, paging, ids. TypeBox 1.x (`typebox`); the client imports
 * only types from here (`import type`), the server validates, serialises and documents with the values.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { KEYWORD_MAX, SEARCH_KEYWORD_MAX } from './limits.js';

export { KEYWORD_MAX, SEARCH_KEYWORD_MAX };

/** Every error body. `Field` names the failing PascalCase field on a 400 about one field. */
export const ErrorResponse = Type.Object({
  Error: Type.String(),
  Field: Type.Optional(Type.String()),
  CaptchaRequired: Type.Optional(Type.Boolean()),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Response schemas of the given error statuses, for route docs: `response: { 200: X, ...errors(400, 401) }`. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse])) as Record<S, typeof ErrorResponse>;
}

/** Largest id a column of type integer holds: bigger ids are refused as bad input (400), not a 500. */
export const MAX_ID = 2_147_483_647;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const IdResponse = Type.Object({ Id: Type.Integer() });
export type IdResponse = Static<typeof IdResponse>;

/** `?page=1&pageSize=20` (pageSize ≤ 100). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** `{ Items, Total, Page, PageSize }` of the given item schema. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    Items: Type.Array(item),
    Total: Type.Integer(),
    Page: Type.Integer(),
    PageSize: Type.Integer(),
  });
export interface PageOf<T> {
  Items: T[];
  Total: number;
  Page: number;
  PageSize: number;
}

/** A back-office list filter keyword, trimmed by the server (≤ KEYWORD_MAX = 100; why: ./limits.ts). */
export const Keyword = Type.String({ maxLength: KEYWORD_MAX, 'x-message': `关键词不能超过 ${KEYWORD_MAX} 个字符` });
/** A storefront search keyword, trimmed by the server (≤ SEARCH_KEYWORD_MAX = 50; why: ./limits.ts). */
export const SearchKeyword = Type.String({
  maxLength: SEARCH_KEYWORD_MAX,
  'x-message': `搜索关键词不能超过 ${SEARCH_KEYWORD_MAX} 个字符`,
});

/** Money: a decimal string with two places, e.g. "1234.50". */
export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: '金额（两位小数的十进制字符串）' });

export const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  format: 'email',
  'x-message': '请输入正确的邮箱地址',
});
export const Mobile = Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入正确的手机号码' });
/** 8–32 characters; letters and digits are checked by the server with `passwordProblem`. */
export const Password = Type.String({ minLength: 1, maxLength: 128 });

/** ISO 8601 date-time string. */
export const DateTime = Type.String({ format: 'date-time' });

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

/** The `Idempotency-Key` request header of a create that must not run twice (orders, payments, accepted quotes). */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) });

/** The schema of a 204 answer (for docs and the type provider): `reply.code(204).send(null)`. */
export const NoContent = Type.Null({ description: '无内容 (204)' });
