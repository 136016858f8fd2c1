/**
 * Fixtures of the governance stories (部门与预算, 待我审批, 审批规则, 采购支出, 角色与部门): three departments with
 * budgets, users with roles and limits, two rules, an inbox and a spend report.
 */
import type {
  ApprovalItem,
  ApprovalRule,
  BudgetUse,
  Department,
  GovernanceUser,
  OrderApproval,
} from '../../src/contract/governance';
import type { SpendReport } from '../../src/contract/spend-report';

export const departments: Department[] = [
  {
    Id: 1,
    Name: '采购部',
    ParentId: null,
    ManagerUserId: 3,
    ManagerName: '王强',
    Budget: { Period: 'month', Amount: '50000.00' },
    UserCount: 2,
  },
  {
    Id: 2,
    Name: '行政组',
    ParentId: 1,
    ManagerUserId: null,
    ManagerName: null,
    Budget: { Period: 'quarter', Amount: '20000.00' },
    UserCount: 1,
  },
  { Id: 3, Name: '研发部', ParentId: null, ManagerUserId: 4, ManagerName: '赵敏', Budget: null, UserCount: 0 },
];

export const budgets: BudgetUse[] = [
  {
    DepartmentId: 1,
    Name: '采购部',
    Period: 'month',
    PeriodKey: '2026-12',
    Amount: '50000.00',
    Reserved: '6800.00',
    Spent: '31250.50',
    Left: '11949.50',
  },
  {
    DepartmentId: 2,
    Name: '行政组',
    Period: 'quarter',
    PeriodKey: '2026-Q4',
    Amount: '20000.00',
    Reserved: '0.00',
    Spent: '1200.00',
    Left: '18800.00',
  },
  {
    DepartmentId: 3,
    Name: '研发部',
    Period: null,
    PeriodKey: null,
    Amount: null,
    Reserved: '0.00',
    Spent: '980.00',
    Left: null,
  },
];

export const governanceUsers: GovernanceUser[] = [
  {
    Id: 1,
    Name: '张明',
    Email: 'admin@demo.cn',
    RoleNames: ['管理员'],
    DepartmentId: null,
    Limits: { PerOrder: null, PerPeriod: null, Period: null },
  },
  {
    Id: 2,
    Name: '李娜',
    Email: 'purchaser@demo.cn',
    RoleNames: ['采购员'],
    DepartmentId: 1,
    Limits: { PerOrder: '5000.00', PerPeriod: '20000.00', Period: 'month' },
  },
  {
    Id: 3,
    Name: '王强',
    Email: 'approver@demo.cn',
    RoleNames: ['采购员', '审批人'],
    DepartmentId: 1,
    Limits: { PerOrder: null, PerPeriod: null, Period: null },
  },
  {
    Id: 4,
    Name: '赵敏',
    Email: 'finance@demo.cn',
    RoleNames: ['财务'],
    DepartmentId: 2,
    Limits: { PerOrder: null, PerPeriod: null, Period: null },
  },
];

export const rules: ApprovalRule[] = [
  {
    Id: 1,
    Position: 1,
    Name: '大额订单',
    Condition: { Kind: 'total', Amount: '50000.00', CategoryId: null },
    Action: 'approve',
    Steps: [
      { Level: 1, Kind: 'manager', UserId: null },
      { Level: 2, Kind: 'finance', UserId: null },
    ],
  },
  {
    Id: 2,
    Position: 2,
    Name: '',
    Condition: { Kind: 'total', Amount: '5000.00', CategoryId: null },
    Action: 'approve',
    Steps: [{ Level: 1, Kind: 'manager', UserId: null }],
  },
  {
    Id: 3,
    Position: 3,
    Name: '超预算',
    Condition: { Kind: 'budget', Amount: null, CategoryId: null },
    Action: 'refuse',
    Steps: [],
  },
];

const pendingApproval: OrderApproval = {
  Status: 'pending',
  Reason: '本单金额 ≥ ¥50,000.00',
  Steps: [
    {
      Level: 1,
      Kind: 'manager',
      Approver: '王强',
      Decision: 'approved',
      Comment: '同意，项目急用',
      DecidedAt: '2026-12-01T02:10:00.000Z',
    },
    { Level: 2, Kind: 'finance', Approver: '财务', Decision: null, Comment: '', DecidedAt: null },
  ],
};
export const rejectedApproval: OrderApproval = {
  Status: 'rejected',
  Reason: '本单金额 ≥ ¥5,000.00',
  Steps: [
    {
      Level: 1,
      Kind: 'manager',
      Approver: '王强',
      Decision: 'rejected',
      Comment: '本月预算已紧张，请拆分到下月',
      DecidedAt: '2026-12-01T03:00:00.000Z',
    },
  ],
};

export const approvals: ApprovalItem[] = [
  {
    Id: 31,
    OrderId: 31,
    OrderNo: '202612010000000311',
    Status: 5,
    StatusName: '待审批',
    TotalAmount: '56800.00',
    RequesterName: '李娜',
    DepartmentId: 1,
    DepartmentName: '采购部',
    CreatedAt: '2026-12-01T01:30:00.000Z',
    ApproveBefore: '2026-12-03T01:30:00.000Z',
    Approval: pendingApproval,
    Budget: budgets[0]!,
  },
  {
    Id: 32,
    OrderId: 32,
    OrderNo: '202612010000000322',
    Status: 5,
    StatusName: '待审批',
    TotalAmount: '6200.00',
    RequesterName: '李娜',
    DepartmentId: 1,
    DepartmentName: '采购部',
    CreatedAt: '2026-12-01T02:30:00.000Z',
    ApproveBefore: '2026-12-03T02:30:00.000Z',
    Approval: {
      Status: 'pending',
      Reason: '本单金额 ≥ ¥5,000.00',
      Steps: [{ Level: 1, Kind: 'manager', Approver: '王强', Decision: null, Comment: '', DecidedAt: null }],
    },
    Budget: budgets[0]!,
  },
];
export const decided: ApprovalItem[] = [
  {
    ...approvals[1]!,
    Id: 33,
    OrderId: 33,
    OrderNo: '202611280000000333',
    Status: 95,
    StatusName: '已驳回',
    ApproveBefore: null,
    Approval: rejectedApproval,
  },
];

export const spendByDepartment: SpendReport = {
  From: '2026-01',
  To: '2026-12',
  By: 'department',
  Rows: [
    { Key: '1', Name: '采购部', Orders: 42, Reserved: '6800.00', Spent: '231250.50' },
    { Key: '2', Name: '行政组', Orders: 9, Reserved: '0.00', Spent: '18200.00' },
    { Key: 'none', Name: '未分配部门', Orders: 3, Reserved: '1200.00', Spent: '980.00' },
  ],
  Total: { Orders: 54, Reserved: '8000.00', Spent: '250430.50' },
};
export const spendByMonth: SpendReport = {
  From: '2026-07',
  To: '2026-12',
  By: 'month',
  Rows: ['07', '08', '09', '10', '11', '12'].map((m, i) => ({
    Key: `2026-${m}`,
    Name: `2026-${m}`,
    Orders: i * 3,
    Reserved: i === 5 ? '6800.00' : '0.00',
    Spent: `${(i * 12345.5).toFixed(2)}`,
  })),
  Total: { Orders: 45, Reserved: '6800.00', Spent: '185182.50' },
};
