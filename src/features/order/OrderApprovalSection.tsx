/**
 * The order page's 审批 section, for an order that needed approval: why (本单金额 ≥ ¥5,000.00, 超出本月预算 …),
 * each level's approver, decision and comment (a rejection's reason is what the buyer reads here), and until
 * when it may still be decided while it waits.
 */
import { formatDeadline } from '../../contract/dates';
import type { OrderDetail } from '../../contract/orders';
import { Alert } from '../../ui/feedback';
import { ApprovalSteps } from '../shared/ApprovalSteps';
import { Muted, Section } from '../shared/purchase-layout';

export function OrderApprovalSection({ order }: { order: OrderDetail }) {
  const approval = order.Approval;
  if (!approval || approval.Steps.length === 0) return null;
  const rejected = approval.Steps.find((s) => s.Decision === 'rejected');
  return (
    <Section aria-labelledby="od-approval">
      <h2 id="od-approval">审批</h2>
      {rejected ? (
        <Alert type="error" title="订单已被驳回">
          {rejected.Approver}：{rejected.Comment || '未填写原因'}
        </Alert>
      ) : approval.Status === 'pending' ? (
        <Alert type="info" title="订单正在审批中">
          审批通过后即可支付{order.PayBefore ? `；${formatDeadline(order.PayBefore)} 前未审批完成将自动取消` : ''}。
        </Alert>
      ) : null}
      {approval.Reason ? <Muted>审批原因：{approval.Reason}</Muted> : null}
      <ApprovalSteps approval={approval} />
    </Section>
  );
}
