/**
 * 再次购买 of one order (order list and detail): the server first lists what changed since (off sale, out of stock,
 * a new price); the buyer sees it and confirms, then the valid lines go into the cart of the order's region.
 */
import { useState } from 'react';
import type { QuickOrderRow } from '../../contract/quick-order';
import { cartChanged } from '../../core/cart';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { useLazyConfirm } from './lazy-confirm';
import { useNavigate } from './navigation';

const problemText = (r: QuickOrderRow) => `${r.Name ?? r.Query}：${r.Error ?? ''}`;

export function ReorderButton({ orderId, size }: { orderId: number; size?: 'sm' | 'lg' }) {
  const [busy, setBusy] = useState(false);
  const [confirm, confirmElement] = useLazyConfirm();
  const go = useNavigate();
  const run = async () => {
    setBusy(true);
    try {
      const preview = await call('POST /api/Orders/:id/reorder', { params: { id: orderId }, body: { DryRun: true } });
      const ok = preview.Rows.filter((r) => r.Status === 'ok');
      const notices = preview.Rows.filter((r) => r.Status !== 'ok' || r.PreviousPrice);
      if (!ok.length) {
        showMessage('error', `订单中的商品都无法再次购买：${notices.map(problemText).join('；')}`);
        return;
      }
      if (notices.length) {
        const go_on = await confirm({
          title: '再次购买',
          content: (
            <div>
              <p>以下商品与下单时不同：</p>
              <ul data-testid="reorder-notices">
                {notices.map((r) => (
                  <li key={r.Row}>{problemText(r)}</li>
                ))}
              </ul>
              <p>将按今日价格加入可购买的 {ok.length} 种商品。</p>
            </div>
          ),
          confirmText: '加入购物车',
        });
        if (!go_on) return;
      }
      const done = await call('POST /api/Orders/:id/reorder', { params: { id: orderId }, body: {} });
      if (done.Added > 0) {
        cartChanged();
        showMessage('success', `已将 ${done.Added} 种商品加入购物车`);
        go('/cart');
      }
    } catch {
      // The client showed the server's reason.
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
