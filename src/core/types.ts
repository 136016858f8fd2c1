/**
 * Shapes of the session's user and company (docs/api.md `GET /api/Users/Info`, `GET /api/Company/info`).
 * Declared here because src/contract has no users/company schema yet; switch to `import type` from
 * src/contract once those exist.
 */

/** The current user (`GET /api/Users/Info`). */
export interface UserInfo {
  Id: number;
  Email: string;
  Name: string;
  Mobile: string;
  CompanyId: number;
  /** Regions the user buys in; the first is the default cart region. */
  Regions: number[];
  UserRoleNames: string[];
  IsRegistEntity: boolean;
}

/** The user's company (`GET /api/Company/info`). */
export interface CompanyInfo {
  Id: number;
  Name: string;
  CreditCode: string;
  /** No status, or 20, shows the company reminder. */
  StatusEnum: number | null;
  RegisteredAddress: string;
  ContactName: string;
  ContactPhone: string;
  Industry: string;
  Size: string;
}
