/**
 * Procurement governance (部门, 角色, 限额, 审批规则, 审批, 预算): the schemas of /api/Company/departments,
 * /api/Company/users/{id}, /api/Company/approval-rules, /api/Company/budgets and /api/Approvals.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { DateTime, Id, Money, Page, type PageOf, PageQuery } from './common.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const BudgetPeriods = ['month', 'quarter', 'year'] as const;
export type BudgetPeriod = (typeof BudgetPeriods)[number];
export const BudgetPeriodName: Record<BudgetPeriod, string> = { month: '月', quarter: '季', year: '年' };
const BudgetPeriodSchema = Type.Union([Type.Literal('month'), Type.Literal('quarter'), Type.Literal('year')], {
  'x-message': '周期只能是 month、quarter 或 year',
});

/** An amount as typed: a decimal string with at most two places (or a JSON number), 0 – 999,999,999,999.99. */
export const AmountInput = Type.Union(
  [Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' }), Type.Number({ minimum: 0, maximum: 999_999_999_999.99 })],
  { 'x-message': '金额格式不正确（最多两位小数）' },
);

/** The roles beside 管理员 and 采购员 (RoleName in ./enums.ts): 审批人 approves, 财务 sees all and approves the finance step. */
export const GovernanceRole = { Approver: '审批人', Finance: '财务' } as const;
export const GovernanceRoleNames = ['管理员', '采购员', '审批人', '财务'] as const;
const GovernanceRoleName = Type.Union(
  [Type.Literal('管理员'), Type.Literal('采购员'), Type.Literal('审批人'), Type.Literal('财务')],
  { 'x-message': '角色只能是 管理员、采购员、审批人 或 财务' },
);

/* ------------------------------------------------------------------ departments */

export const DepartmentBody = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: 64 }),
    ParentId: Type.Optional(Nullable(Id)),
    ManagerUserId: Type.Optional(Nullable(Id)),
    Budget: Type.Optional(Nullable(Type.Object({ Period: BudgetPeriodSchema, Amount: AmountInput }))),
  },
  { additionalProperties: false },
);
export type DepartmentBody = Static<typeof DepartmentBody>;

export const Department = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ParentId: Nullable(Type.Integer()),
  ManagerUserId: Nullable(Type.Integer()),
  ManagerName: Nullable(Type.String()),
  Budget: Nullable(Type.Object({ Period: BudgetPeriodSchema, Amount: Money })),
  UserCount: Type.Integer(),
});
export type Department = Static<typeof Department>;
export const DepartmentList = Type.Array(Department);
export type DepartmentList = Static<typeof DepartmentList>;

/* ------------------------------------------------------------------ users */

export const UserLimits = Type.Object(
  {
    PerOrder: Type.Optional(Nullable(AmountInput)),
    PerPeriod: Type.Optional(Nullable(AmountInput)),
    Period: Type.Optional(Nullable(BudgetPeriodSchema)),
  },
  { additionalProperties: false },
);

export const GovernanceUserBody = Type.Object(
  {
    DepartmentId: Type.Optional(Nullable(Id)),
    RoleNames: Type.Optional(Type.Array(GovernanceRoleName, { minItems: 1, maxItems: 4, uniqueItems: true })),
    Limits: Type.Optional(Nullable(UserLimits)),
  },
  { additionalProperties: false },
);
export type GovernanceUserBody = Static<typeof GovernanceUserBody>;

export const GovernanceUser = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  RoleNames: Type.Array(Type.String()),
  DepartmentId: Nullable(Type.Integer()),
  Limits: Type.Object({
    PerOrder: Nullable(Money),
    PerPeriod: Nullable(Money),
    Period: Nullable(BudgetPeriodSchema),
  }),
});
export type GovernanceUser = Static<typeof GovernanceUser>;
export const GovernanceUserList = Type.Array(GovernanceUser);
export type GovernanceUserList = Static<typeof GovernanceUserList>;

/* ------------------------------------------------------------------ approval rules */

export const ConditionKinds = ['total', 'limit', 'budget', 'category'] as const;
export type ConditionKind = (typeof ConditionKinds)[number];
export const StepKinds = ['manager', 'approver', 'finance'] as const;
export type StepKind = (typeof StepKinds)[number];
export const StepKindName: Record<StepKind, string> = { manager: '部门负责人', approver: '审批人', finance: '财务' };

const RuleCondition = Type.Object(
  {
    Kind: Type.Union([Type.Literal('total'), Type.Literal('limit'), Type.Literal('budget'), Type.Literal('category')], {
      'x-message': '条件只能是 total、limit、budget 或 category',
    }),
    /** total: the order total at or above which the rule matches. */
    Amount: Type.Optional(Nullable(AmountInput)),
    /** category: an order with a product of this category (or one below it) matches. */
    CategoryId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
const RuleStep = Type.Object(
  {
    Kind: Type.Union([Type.Literal('manager'), Type.Literal('approver'), Type.Literal('finance')], {
      'x-message': '审批步骤只能是 manager、approver 或 finance',
    }),
    /** approver: the named 审批人. */
    UserId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);

export const ApprovalRuleInput = Type.Object(
  {
    Name: Type.Optional(Type.String({ maxLength: 64 })),
    Condition: RuleCondition,
    /** approve: the steps decide; refuse: the order is not accepted (e.g. over budget). */
    Action: Type.Optional(Type.Union([Type.Literal('approve'), Type.Literal('refuse')])),
    Steps: Type.Optional(Type.Array(RuleStep, { maxItems: 3 })),
  },
  { additionalProperties: false },
);
export type ApprovalRuleInput = Static<typeof ApprovalRuleInput>;

/** PUT body: the ordered list itself, or `{ Rules: [...] }`. */
export const ApprovalRulesBody = Type.Union([
  Type.Array(ApprovalRuleInput, { maxItems: 50 }),
  Type.Object({ Rules: Type.Array(ApprovalRuleInput, { maxItems: 50 }) }, { additionalProperties: false }),
]);
export type ApprovalRulesBody = Static<typeof ApprovalRulesBody>;

export const ApprovalRule = Type.Object({
  Id: Type.Integer(),
  Position: Type.Integer(),
  Name: Type.String(),
  Condition: Type.Object({ Kind: Type.String(), Amount: Nullable(Money), CategoryId: Nullable(Type.Integer()) }),
  Action: Type.String(),
  Steps: Type.Array(Type.Object({ Level: Type.Integer(), Kind: Type.String(), UserId: Nullable(Type.Integer()) })),
});
export type ApprovalRule = Static<typeof ApprovalRule>;
export const ApprovalRuleList = Type.Array(ApprovalRule);
export type ApprovalRuleList = Static<typeof ApprovalRuleList>;

/* ------------------------------------------------------------------ budgets */

export const BudgetQuery = Type.Object({
  /** 2026-12 (month), 2026-Q4 (quarter) or 2026 (year); default: now. Each department reports its own period that contains its start. */
  period: Type.Optional(
    Type.String({
      pattern: '^\\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$',
      'x-message': '周期格式应为 2026-12、2026-Q4 或 2026',
    }),
  ),
});
export type BudgetQuery = Static<typeof BudgetQuery>;

export const BudgetUse = Type.Object({
  DepartmentId: Type.Integer(),
  Name: Type.String(),
  Period: Nullable(BudgetPeriodSchema),
  /** The period reported: 2026-12, 2026-Q4 or 2026. */
  PeriodKey: Nullable(Type.String()),
  Amount: Nullable(Money),
  Reserved: Money,
  Spent: Money,
  Left: Nullable(Money),
});
export type BudgetUse = Static<typeof BudgetUse>;
export const BudgetList = Type.Array(BudgetUse);
export type BudgetList = Static<typeof BudgetList>;

/* ------------------------------------------------------------------ approvals */

export const ApprovalStep = Type.Object({
  Level: Type.Integer(),
  Kind: Type.String(),
  /** Who decides (the 负责人, the named 审批人, or 财务), or who decided. */
  Approver: Type.String(),
  Decision: Nullable(Type.String()),
  Comment: Type.String(),
  DecidedAt: Nullable(DateTime),
});
export const OrderApproval = Type.Object({
  /** pending | approved | rejected | cancelled (withdrawn or timed out). */
  Status: Type.String(),
  Reason: Type.String(),
  Steps: Type.Array(ApprovalStep),
});
export type OrderApproval = Static<typeof OrderApproval>;

export const ApprovalQuery = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('decided')])),
  ...PageQuery.properties,
});
export type ApprovalQuery = Static<typeof ApprovalQuery>;

export const ApprovalItem = Type.Object({
  /** The order's Id (POST /api/Approvals/{Id}/approve). */
  Id: Type.Integer(),
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
  RequesterName: Type.String(),
  DepartmentId: Nullable(Type.Integer()),
  DepartmentName: Nullable(Type.String()),
  CreatedAt: DateTime,
  /** Until when it may be decided (APPROVAL_HOURS after submission) while pending. */
  ApproveBefore: Nullable(DateTime),
  Approval: OrderApproval,
  Budget: Nullable(BudgetUse),
});
export type ApprovalItem = Static<typeof ApprovalItem>;
export const ApprovalPage = Page(ApprovalItem);
export type ApprovalPage = PageOf<ApprovalItem>;

export const DecisionBody = Type.Object(
  { Comment: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type DecisionBody = Static<typeof DecisionBody>;

/** What checkout shows before submitting (POST /api/Approvals/preview). */
export const ApprovalPreviewBody = Type.Object({ Region: Id }, { additionalProperties: false });
export const ApprovalPreview = Type.Object({
  /** none | approval | refused */
  Outcome: Type.String(),
  /** 本单需审批：部门负责人 张三 → 财务 / 超出本月预算 ¥1,200.00 / ''. */
  Notice: Type.String(),
  Steps: Type.Array(Type.Object({ Level: Type.Integer(), Kind: Type.String(), Approver: Type.String() })),
});
export type ApprovalPreview = Static<typeof ApprovalPreview>;
