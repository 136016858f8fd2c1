/**
 * One after-sales request (售后) as both back offices show it: status, type, the lines and amount, reason and
 * photos, the rejection reason, the return parcel, how the money went back, and the request's timeline. Used by
 * the buyer's order detail and the console's 售后管理 dialog.
 */
import styled from 'styled-components';
import type { AfterSale } from '../../contract/after-sales';
import { formatDateTime } from '../../contract/dates';
import { AfterSaleStatus } from '../../contract/enums';
import { formatMoney } from '../../core/money';
import { Tag, type TagColor } from '../../ui/tag';
import { vars } from '../../ui/theme';

export const AFTER_SALE_COLOR: Record<number, TagColor> = {
  [AfterSaleStatus.Requested]: 'warning',
  [AfterSaleStatus.AwaitingReturn]: 'processing',
  [AfterSaleStatus.Returning]: 'processing',
  [AfterSaleStatus.Refunded]: 'success',
  [AfterSaleStatus.Rejected]: 'error',
  [AfterSaleStatus.Withdrawn]: 'default',
};

const Details = styled.dl`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0 0 12px;
  font-size: 14px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .photos {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
    list-style: none;
  }
  .photos img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 4px;
    border: 1px solid ${vars.divider};
  }
  ol {
    margin: 0;
    padding-left: 18px;
  }
  time {
    color: ${vars.textSecondary};
    font-size: 12px;
    margin-left: 6px;
  }
`;

export function AfterSaleDetails({
  afterSale: a,
  showCompany = false,
}: {
  afterSale: AfterSale;
  showCompany?: boolean;
}) {
  return (
    <Details>
      <dt>状态</dt>
      <dd>
        <Tag color={AFTER_SALE_COLOR[a.Status] ?? 'default'}>{a.StatusName}</Tag> {a.TypeName}
      </dd>
      {showCompany ? (
        <>
          <dt>申请企业</dt>
          <dd>
            {a.CompanyName} · {a.BuyerName} · 订单 {a.OrderNo}
          </dd>
        </>
      ) : null}
      <dt>退款商品</dt>
      <dd>
        <ul>
          {a.Lines.map((l) => (
            <li key={l.OrderItemId}>
              {l.Name} × {l.Quantity}
              {l.Unit}（{formatMoney(l.Amount)}）
            </li>
          ))}
        </ul>
      </dd>
      <dt>退款金额</dt>
      <dd>
        <strong>{formatMoney(a.Amount)}</strong>
      </dd>
      <dt>售后原因</dt>
      <dd>
        {a.Reason}
        {a.Description ? `：${a.Description}` : ''}
      </dd>
      {a.Images.length ? (
        <>
          <dt>图片</dt>
          <dd>
            <ul className="photos">
              {a.Images.map((src, i) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt={`售后图片 ${i + 1}`} />
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {a.RejectReason ? (
        <>
          <dt>驳回原因</dt>
          <dd>{a.RejectReason}</dd>
        </>
      ) : null}
      {a.ReturnTrackingNo ? (
        <>
          <dt>退货物流</dt>
          <dd>
            {a.ReturnCarrier} {a.ReturnTrackingNo}
          </dd>
        </>
      ) : null}
      {a.RefundedAt ? (
        <>
          <dt>退款</dt>
          <dd>
            {a.RefundMethod ?? ''} {a.RefundRef ?? ''} · {formatDateTime(a.RefundedAt)}
          </dd>
        </>
      ) : null}
      <dt>进度</dt>
      <dd>
        <ol>
          {a.Timeline.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only history; two steps may share status and time
            <li key={i}>
              {t.StatusName}
              {t.Note ? ` · ${t.Note}` : ''}
              <time dateTime={t.CreatedAt}>{formatDateTime(t.CreatedAt)}</time>
            </li>
          ))}
        </ol>
      </dd>
    </Details>
  );
}
