/**
 * Whether the signed-in user's company may not order yet (known and not verified: StatusEnum ≠ 30), and the
 * notice saying why, loaded only then (./ordering-notice.tsx): the cart and checkout disable 结算 / 提交订单.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $session } from '../../core/session';

const Notice = lazy(() => import('./ordering-notice'));

/** StatusEnum 30 (已认证): the only state that orders (server/services/order-guards.ts). */
const VERIFIED = 30;

export function useOrderingBlocked(): boolean {
  const company = useStore($session).company;
  return company !== null && company.StatusEnum !== VERIFIED;
}

export function OrderingNotice({ blocked }: { blocked: boolean }) {
  return blocked ? (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  ) : null;
}
