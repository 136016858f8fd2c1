/** The enterprise area's 账期与对账 texts and status colours. */
import type { TagColor } from '../../../ui/tag';

export const CREDIT_TEXT = {
  title: '账期与对账',
  detailTitle: '对账单详情',
  noCredit: '贵公司尚未开通账期。已认证企业可联系平台开通账期（月结），开通后可在支付时选择账期支付。',
  suspended: '贵公司的账期已暂停，暂不能使用账期支付；已产生的对账单仍需按时还款。',
  overdue: (amount: string) => `有逾期未还的对账单 ${amount}，还款前不能使用账期支付。`,
  noStatements: '还没有对账单：每月月底（北京时间）自动生成上月账期订单的对账单',
  confirmOnly: '确认对账单或提出异议由企业管理员或财务办理。',
  repayHelp: '请通过对公转账还款，并在附言中填写本对账单的汇款识别码；到账后自动核销。',
} as const;

export const STATEMENT_STATUS_COLOR: Record<number, TagColor> = {
  10: 'processing',
  20: 'warning',
  30: 'success',
  40: 'error',
};
