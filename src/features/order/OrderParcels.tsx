/**
 * The buyer's order detail: each parcel shipped so far — carrier, tracking number linked to the carrier's
 * tracking page, and the lines and quantities it holds.
 */
import styled from 'styled-components';
import { formatDateTime } from '../../contract/dates';
import type { Parcel } from '../../contract/orders';
import { vars } from '../../ui/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  font-size: 14px;
  li {
    border: 1px solid ${vars.divider};
    border-radius: 6px;
    padding: 10px 12px;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
  }
  time {
    color: ${vars.textSecondary};
    font-size: 13px;
  }
  a {
    color: ${vars.primary};
  }
  ul {
    margin: 6px 0 0;
    padding-left: 18px;
  }
`;

export function OrderParcels({ parcels }: { parcels: readonly Parcel[] }) {
  return (
    <List aria-label="包裹">
      {parcels.map((p, i) => (
        <li key={p.Id}>
          <div className="head">
            <strong>
              包裹 {i + 1}：{p.Carrier}
            </strong>
            {p.TrackingNo ? (
              p.TrackingUrl ? (
                <a
                  href={p.TrackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`查看物流 ${p.TrackingNo}`}
                >
                  {p.TrackingNo}
                </a>
              ) : (
                <span>{p.TrackingNo}</span>
              )
            ) : null}
            <time dateTime={p.CreatedAt}>{formatDateTime(p.CreatedAt)}</time>
          </div>
          <ul>
            {p.Items.map((item) => (
              <li key={item.OrderItemId}>
                {item.Name} ×{item.Quantity}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
