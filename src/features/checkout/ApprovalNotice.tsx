/**
 * Checkout's notice before 提交订单 (POST /api/Approvals/preview, read-only): whether this order will wait for
 * approval and whose ("本单需审批：部门负责人 张三 → 财务"), or will be refused ("超出本月预算 ¥1,200.00").
 * Nothing is shown for an order that goes straight to payment, or when the preview cannot be read (the
 * submission itself then says what the server decides).
 */
import type { ApprovalPreview } from '../../contract/governance';
import { call } from '../../core/http';
import { Alert } from '../../ui/feedback';
import { useApiQuery } from '../shared/use-api-query';

export const approvalPreviewKey = (region: number, total: string) =>
  `POST /api/Approvals/preview?Region=${region}&t=${total}`;

export function ApprovalNotice({ region, total }: { region: number; total: string }) {
  // The total is part of the key: a changed cart is assessed again.
  const { data } = useApiQuery<ApprovalPreview>(approvalPreviewKey(region, total), {
    load: () => call('POST /api/Approvals/preview', { body: { Region: region }, silent: true }),
    fresh: true,
  });
  if (!data || data.Outcome === 'none') return null;
  return (
    <div data-testid="approval-notice">
      {data.Outcome === 'refused' ? (
        <Alert type="error" title="本单无法提交">
          {data.Notice}
        </Alert>
      ) : (
        <Alert type="warning" title="提交后需审批">
          {data.Notice}。审批通过前订单不能支付，库存与预算已为您预留。
        </Alert>
      )}
    </div>
  );
}
