/** Company and enterprise: company info, company users and invitations, customers. */
import { type Static, Type } from 'typebox';
import { Email, Keyword, Mobile, Page, PageQuery } from './common.js';
import { RoleNameSchema } from './users.js';

export const CompanyInfo = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  CreditCode: Type.String(),
  /** null: never submitted; see CompanyStatus in enums.ts (20 shows the reminder). */
  StatusEnum: Type.Union([Type.Integer(), Type.Null()]),
  RegisteredAddress: Type.String(),
  ContactName: Type.String(),
  ContactPhone: Type.String(),
  Industry: Type.String(),
  Size: Type.String(),
  /** StatusEnum 40 (已驳回): the operator's reason, shown in the company's reminder; otherwise ''. */
  ReviewNote: Type.Optional(Type.String()),
  /** When the information was last submitted for review (null: never); shown while StatusEnum is 20. */
  SubmittedAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  /** Whether a 营业执照 picture is on file (the picture itself is shown to operators only). */
  HasLicenseImage: Type.Optional(Type.Boolean()),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

/** A complete submission (every field but Industry and Size non-empty) goes to an operator's review (StatusEnum 20). */
export const CompanyInfoUpdate = Type.Object(
  {
    Name: Type.String({ minLength: 2, maxLength: 128 }),
    CreditCode: Type.String({ maxLength: 18 }),
    RegisteredAddress: Type.String({ maxLength: 200 }),
    ContactName: Type.String({ maxLength: 32 }),
    ContactPhone: Type.String({ maxLength: 32 }),
    Industry: Type.Optional(Type.String({ maxLength: 32 })),
    Size: Type.Optional(Type.String({ maxLength: 32 })),
    /** A new 营业执照 picture (POST /api/Users/license-images) replacing the one on file; sends it to review. */
    LicenseImageId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type CompanyInfoUpdate = Static<typeof CompanyInfoUpdate>;

/** The company's delivery regions (ids of GET /api/Regions); the first is the default cart region. */
export const CompanyRegions = Type.Object({ Regions: Type.Array(Type.Integer()) });
export type CompanyRegions = Static<typeof CompanyRegions>;

export const CompanyRegionsUpdate = Type.Object(
  { Regions: Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }), { minItems: 1, maxItems: 64 }) },
  { additionalProperties: false },
);
export type CompanyRegionsUpdate = Static<typeof CompanyRegionsUpdate>;

export const UserStateSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled'), Type.Literal('invited')]);

export const CompanyUsersQuery = Type.Object({ ...PageQuery.properties, keyword: Type.Optional(Keyword) });
export type CompanyUsersQuery = Static<typeof CompanyUsersQuery>;

/**
 * A user of the company, or a pending invitation (State "invited": then Id and InvitationId are the
 * invitation's id, not a user id — key rows by State + Id).
 */
export const CompanyUser = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Mobile: Type.String(),
  UserRoleNames: Type.Array(Type.String()),
  State: UserStateSchema,
  InvitationId: Type.Optional(Type.Integer()),
  /** Invitations only: when the link stops working. */
  ExpiresAt: Type.Optional(Type.String()),
  IsRegistEntity: Type.Boolean(),
  CreatedAt: Type.String(),
});
export type CompanyUser = Static<typeof CompanyUser>;

export const CompanyUsersPage = Page(CompanyUser);
export type CompanyUsersPage = Static<typeof CompanyUsersPage>;

export const InviteBody = Type.Object(
  { Email: Email, Name: Type.String({ maxLength: 32 }), RoleName: RoleNameSchema },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

export const RoleBody = Type.Object({ RoleName: RoleNameSchema }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBody>;

export const StateBody = Type.Object({ Enabled: Type.Boolean() }, { additionalProperties: false });
export type StateBody = Static<typeof StateBody>;

export const Customer = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ContactName: Type.String(),
  Mobile: Type.String(),
  Address: Type.String(),
  TaxNumber: Type.String(),
  Remark: Type.String(),
  CreatedAt: Type.String(),
});
export type Customer = Static<typeof Customer>;

export const CustomersQuery = CompanyUsersQuery;
export type CustomersQuery = Static<typeof CustomersQuery>;

export const CustomersPage = Page(Customer);
export type CustomersPage = Static<typeof CustomersPage>;

export const CustomerBody = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: 128 }),
    ContactName: Type.Optional(Type.String({ maxLength: 32 })),
    Mobile: Type.Optional(Type.Union([Mobile, Type.Literal('')])),
    Address: Type.Optional(Type.String({ maxLength: 200 })),
    TaxNumber: Type.Optional(Type.String({ maxLength: 20 })),
    Remark: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CustomerBody = Static<typeof CustomerBody>;
