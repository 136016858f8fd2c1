/** Users: captcha, login, info, e-mail verification, XSRF, registration, password reset, invitations. */
import { type Static, Type } from 'typebox';
import { Email, Mobile, Password } from './common.js';

export const RoleNameSchema = Type.Union([Type.Literal('管理员'), Type.Literal('采购员')], {
  'x-message': '角色只能是 管理员 或 采购员',
});

export const CaptchaResponse = Type.Object({
  CaptchaId: Type.String(),
  /** `data:image/svg+xml;base64,…` */
  Image: Type.String(),
});
export type CaptchaResponse = Static<typeof CaptchaResponse>;

export const CaptchaId = Type.String({ minLength: 1, maxLength: 64 });
export const CaptchaCode = Type.String({ minLength: 1, maxLength: 16 });

export const LoginBody = Type.Object(
  {
    Email: Type.String({ minLength: 1, maxLength: 254 }),
    Password: Type.String({ minLength: 1, maxLength: 128 }),
    CaptchaId: Type.Optional(Type.String({ maxLength: 64 })),
    CaptchaCode: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const UserInfo = Type.Object({
  Id: Type.Integer(),
  Email: Type.String(),
  Name: Type.String(),
  Mobile: Type.String(),
  CompanyId: Type.Integer(),
  Regions: Type.Array(Type.Integer()),
  UserRoleNames: Type.Array(Type.String()),
  IsRegistEntity: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

export const EmailQuery = Type.Object({ email: Email });
export type EmailQuery = Static<typeof EmailQuery>;

export const ExistsResponse = Type.Object({ Exists: Type.Boolean() });
export type ExistsResponse = Static<typeof ExistsResponse>;

export const VerificationCode = Type.String({ pattern: '^\\d{6}$', 'x-message': '请输入 6 位数字验证码' });

export const VerificationCheckBody = Type.Object(
  { Email: Email, Code: VerificationCode },
  { additionalProperties: false },
);
export type VerificationCheckBody = Static<typeof VerificationCheckBody>;

export const ValidResponse = Type.Object({ Valid: Type.Literal(true) });
export type ValidResponse = Static<typeof ValidResponse>;

export const RegisterBody = Type.Object(
  {
    Email: Email,
    Code: VerificationCode,
    Password: Password,
    ConfirmPassword: Password,
    Name: Type.String({ minLength: 1, maxLength: 32 }),
    Mobile: Mobile,
    CompanyName: Type.String({ minLength: 2, maxLength: 128 }),
    CaptchaId: CaptchaId,
    CaptchaCode: CaptchaCode,
    Agree: Type.Literal(true, { 'x-message': '请阅读并同意用户协议' }),
    /** 统一社会信用代码: 18 characters with the GB 32100-2015 check character (lower case is folded). */
    CreditCode: Type.String({ maxLength: 32 }),
    /** The Id of the 营业执照 picture uploaded first (POST /api/Users/license-images). */
    LicenseImageId: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** An uploaded 营业执照 picture, kept private until a registration or resubmission claims it by this Id. */
export const LicenseImageUpload = Type.Object({ Id: Type.String(), Width: Type.Integer(), Height: Type.Integer() });
export type LicenseImageUpload = Static<typeof LicenseImageUpload>;

export const LicenseImageParams = Type.Object({ id: Type.String({ pattern: '^[a-f0-9]{32}$' }) });
export type LicenseImageParams = Static<typeof LicenseImageParams>;

/** The signature of an operator's link to a licence picture (valid until `exp`, seconds since 1970). */
export const LicenseImageQuery = Type.Object({
  exp: Type.Integer({ minimum: 0 }),
  sig: Type.String({ maxLength: 64 }),
});
export type LicenseImageQuery = Static<typeof LicenseImageQuery>;

export const PasswordResetRequestBody = Type.Object({ Email: Email }, { additionalProperties: false });
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

export const PasswordResetBody = Type.Object(
  { Token: Type.String({ minLength: 1, maxLength: 128 }), Password: Password },
  { additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The token of a reset link, checked when /resetpwd opens (POST, so the token stays out of URLs and logs). */
export const PasswordResetCheckBody = Type.Object(
  { Token: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type PasswordResetCheckBody = Static<typeof PasswordResetCheckBody>;

export const InvitationQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) });
export type InvitationQuery = Static<typeof InvitationQuery>;

export const InvitationInfo = Type.Object({
  Email: Type.String(),
  Name: Type.String(),
  CompanyName: Type.String(),
  InviterName: Type.String(),
  RoleName: Type.String(),
  ExpiresAt: Type.String(),
});
export type InvitationInfo = Static<typeof InvitationInfo>;

export const ActivationBody = Type.Object(
  {
    Token: Type.String({ minLength: 1, maxLength: 128 }),
    Name: Type.String({ minLength: 1, maxLength: 32 }),
    Password: Password,
    Mobile: Type.Optional(Type.Union([Mobile, Type.Literal('')])),
  },
  { additionalProperties: false },
);
export type ActivationBody = Static<typeof ActivationBody>;

export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMail = Type.Object({
  Id: Type.Integer(),
  To: Type.String(),
  Subject: Type.String(),
  Text: Type.String(),
  Html: Type.String(),
  CreatedAt: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;

/* ------------------------------------------------------------------ 个人资料 and 修改密码 (signed-in user) */

/** `PUT /api/Users/password`: the current password, then the new one (the password rule of registration). */
export const ChangePasswordBody = Type.Object(
  { OldPassword: Password, NewPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** `PUT /api/Users/Info`: the user's own name and mobile (the e-mail changes only with a code). */
export const ProfileUpdateBody = Type.Object(
  { Name: Type.String({ minLength: 1, maxLength: 32 }), Mobile: Mobile },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** `POST /api/Users/email/code`: the new address, which receives the code. */
export const EmailChangeCodeBody = Type.Object({ Email: Email }, { additionalProperties: false });
export type EmailChangeCodeBody = Static<typeof EmailChangeCodeBody>;

/** `PUT /api/Users/email`: the new address and the code mailed to it. */
export const EmailChangeBody = Type.Object({ Email: Email, Code: VerificationCode }, { additionalProperties: false });
export type EmailChangeBody = Static<typeof EmailChangeBody>;
