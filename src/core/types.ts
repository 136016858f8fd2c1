/**
 * The session's user and company shapes, taken from the API contract (types only: `import type`
 * keeps TypeBox out of the browser bundle).
 */

export type { CartCount } from '../contract/cart';
export type { BrandSummary } from '../contract/catalogue';
export type { CompanyInfo } from '../contract/company';
export type { LoginBody, UserInfo } from '../contract/users';
