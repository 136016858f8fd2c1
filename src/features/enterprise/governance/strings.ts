/**
 * The Chinese words of the governance screens (部门与预算, 待我审批, 审批规则, 采购支出, the users page's roles and
 * limits), in one place.
 */
import type { BudgetPeriod, ConditionKind, StepKind } from '../../../contract/governance';

export const PERIOD_LABEL: Record<BudgetPeriod, string> = { month: '每月', quarter: '每季度', year: '每年' };
export const PERIOD_OPTIONS = (['month', 'quarter', 'year'] as const).map((value) => ({
  value,
  label: PERIOD_LABEL[value],
}));

export const CONDITION_LABEL: Record<ConditionKind, string> = {
  total: '订单金额 ≥',
  limit: '采购人超出个人限额',
  budget: '部门超出预算',
  category: '含某类商品',
};
export const STEP_LABEL: Record<StepKind, string> = { manager: '部门负责人', approver: '指定审批人', finance: '财务' };

/** What each role may do (the users page lists it; the server enforces it). */
export const ROLE_RIGHTS: readonly { role: string; rights: string }[] = [
  {
    role: '管理员',
    rights: '管理企业信息、用户、部门与预算、审批规则、发票抬头与收票地址；查看全部订单、发票与支出报表',
  },
  { role: '采购员', rights: '下单、查看自己的订单与发票；超出限额或预算的订单按审批规则提交审批' },
  { role: '审批人', rights: '审批自己担任负责人的部门的订单（无部门的审批人可审批全公司的“部门负责人”级别）' },
  { role: '财务', rights: '查看企业全部订单与发票、为任意已支付订单申请开票、审批“财务”级别、查看预算与支出报表' },
];

export const APPROVAL_STATE: Record<string, string> = {
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已取消',
};
export const DECISION_LABEL: Record<string, string> = { approved: '通过', rejected: '驳回' };

export const MONEY_HINT = '金额，最多两位小数';
export const isAmount = (text: string) => /^\d{1,12}(\.\d{1,2})?$/.test(text.trim());
