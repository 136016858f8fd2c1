/**
 * The 运营账号 page (超级管理员 only): list operators, create one (the rules of `npm run operator:create`),
 * change name / roles, disable or enable (a disabled operator's tokens stop on its next request), and mail a
 * password-reset link; plus the open route the link's page calls to set the new password.
 */
import { type Static, Type } from 'typebox';
import { DateTime } from './common.js';
import { OPERATOR_ROLES } from './operator-roles.js';

export const OperatorRoleSchema = Type.Union(
  [
    Type.Literal('SuperAdmin'),
    Type.Literal('Service'),
    Type.Literal('Finance'),
    Type.Literal('Warehouse'),
    Type.Literal('Content'),
  ],
  { 'x-message': '未知的角色' },
);
/** Every role of OPERATOR_ROLES (tests/unit checks the two lists agree). */
const Roles = Type.Array(OperatorRoleSchema, {
  minItems: 1,
  maxItems: OPERATOR_ROLES.length,
  'x-message': '请至少选择一个角色',
});

export const OperatorAccount = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Roles: Type.Array(OperatorRoleSchema),
  Enabled: Type.Boolean(),
  CreatedAt: DateTime,
});
export type OperatorAccount = Static<typeof OperatorAccount>;
export const OperatorAccountList = Type.Array(OperatorAccount);
export type OperatorAccountList = Static<typeof OperatorAccountList>;

export const CreateOperatorBody = Type.Object(
  {
    Email: Type.String({ minLength: 1, maxLength: 254 }),
    Name: Type.String({ minLength: 1, maxLength: 32, 'x-message': '姓名应为 1–32 个字符' }),
    Password: Type.String({ minLength: 1, maxLength: 128 }),
    Roles,
  },
  { additionalProperties: false },
);
export type CreateOperatorBody = Static<typeof CreateOperatorBody>;

export const UpdateOperatorBody = Type.Object(
  {
    Name: Type.Optional(Type.String({ minLength: 1, maxLength: 32, 'x-message': '姓名应为 1–32 个字符' })),
    Roles: Type.Optional(Roles),
    Enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateOperatorBody = Static<typeof UpdateOperatorBody>;

export const OperatorPasswordResetBody = Type.Object(
  { Token: Type.String({ minLength: 1, maxLength: 200 }), Password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type OperatorPasswordResetBody = Static<typeof OperatorPasswordResetBody>;
