/** The order page's 订单进度: the order's history, oldest first, each entry's status, note and time. */
import { formatDateTime } from '../../contract/dates';
import type { OrderDetail } from '../../contract/orders';
import { Empty } from '../../ui/feedback';
import { Section } from '../shared/purchase-layout';
import { Timeline } from './order-detail-styles';

export function OrderTimelineSection({ order }: { order: OrderDetail }) {
  return (
    <Section aria-labelledby="od-timeline">
      <h2 id="od-timeline">订单进度</h2>
      {order.Timeline.length === 0 ? (
        <Empty compact description="暂无记录" />
      ) : (
        <Timeline>
          {order.Timeline.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only history shown in order; two entries may share status and time
            <li key={i}>
              {/* A note that opens with the status ("部分发货：…") says it already. */}
              {t.Note.startsWith(t.StatusName) ? (
                <strong>{t.Note}</strong>
              ) : (
                <>
                  <strong>{t.StatusName}</strong>
                  {t.Note ? <span> · {t.Note}</span> : null}
                </>
              )}
              <time dateTime={t.CreatedAt}>{formatDateTime(t.CreatedAt)}</time>
            </li>
          ))}
        </Timeline>
      )}
    </Section>
  );
}
