/**
 * The levels of an order's approval, in order: who decides (or decided), the decision, its comment and time.
 * Used by the inbox (待我审批) and the order detail page.
 */
import styled from 'styled-components';
import { formatDateTime } from '../../contract/dates';
import type { OrderApproval } from '../../contract/governance';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
  }
  .comment {
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
`;

export function ApprovalSteps({ approval }: { approval: OrderApproval }) {
  const current = approval.Status === 'pending' ? approval.Steps.find((s) => s.Decision === null)?.Level : undefined;
  return (
    <List aria-label="审批进度">
      {approval.Steps.map((s) => (
        <li key={s.Level}>
          <span>
            第 {s.Level} 级 · {s.Approver || '—'}
          </span>
          {s.Decision === 'approved' ? (
            <Tag color="success">已通过</Tag>
          ) : s.Decision === 'rejected' ? (
            <Tag color="error">已驳回</Tag>
          ) : s.Level === current ? (
            <Tag color="processing">待审批</Tag>
          ) : (
            <Tag>未开始</Tag>
          )}
          {s.Comment ? <span className="comment">“{s.Comment}”</span> : null}
          {s.DecidedAt ? <span className="comment">{formatDateTime(s.DecidedAt)}</span> : null}
        </li>
      ))}
    </List>
  );
}
