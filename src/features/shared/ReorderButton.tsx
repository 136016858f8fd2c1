/**
 * 再次购买 of one order (order list and detail): the server first lists what changed since (off sale, out of stock,
 * a new price); the buyer sees it and confirms, then the valid lines go into the cart of the order's region.
 */
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button';
import { useLazyConfirm } from './lazy-confirm';
import { useNavigate } from './navigation';

export function ReorderButton({ orderId, size }: { orderId: number; size?: 'sm' | 'lg' }) {
  const [busy, setBusy] = useState(false);
  const [confirm, confirmElement] = useLazyConfirm();
  const go = useNavigate();
  const run = async () => {
    setBusy(true);
    try {
      // The steps load on the first click: the order widget's first render stays within its size budget.
      const { reorder } = await import('./reorder-action');
      if (await reorder(orderId, confirm)) go('/cart');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size ?? 'lg'} loading={busy} onClick={() => void run()}>
        再次购买
      </Button>
      {confirmElement}
    </>
  );
}

// In this module, not one of its own: <b2b-order>'s first render gains no chunk (its size budget).
const LazyOrderListButton = lazy(() => import('./lists/buyer-tools').then((m) => ({ default: m.OrderListButton })));

/** 加入采购清单 of an order's lines (order detail; the order pages are for logged-in buyers only). */
export function OrderListButton(props: ComponentProps<typeof LazyOrderListButton>) {
  return (
    <Suspense fallback={null}>
      <LazyOrderListButton {...props} />
    </Suspense>
  );
}
