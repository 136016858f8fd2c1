/** The product's business constants and limits, in one place. */

/** Every API request times out after this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 600_000;
/** `/api/Brands` is cached for this long: one request within it, a new one after. */
export const BRANDS_STALE_MS = 60_000;
/** Cart region used when the user has no regions. */
export const DEFAULT_CART_REGION = 1;
/** Company.StatusEnum that (like a missing status) shows the company reminder. */
export const COMPANY_REMINDER_STATUS = 20;
/** Company.StatusEnum after an operator rejected the submission: the reminder shows the reason. */
export const COMPANY_REJECTED_STATUS = 40;
/** A screen chunk that has not loaded after this long is treated as failed (retry screen). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** The role name that makes a user an administrator. */
export const ADMIN_ROLE = '管理员';
