/**
 * The steps of 再次购买 (ReorderButton loads them on its first click): a dry run lists what changed since the order
 * (off sale, out of stock, a new price); the buyer confirms; then the valid lines go into the order region's cart.
 * True when something was added.
 */
import type { QuickOrderRow } from '../../contract/quick-order';
import { cartChanged } from '../../core/cart';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import type { ConfirmOptions } from '../../ui/dialog';
import { CONTRACT_PRICE } from './ListPriceNote';

const problemText = (r: QuickOrderRow) =>
  `${r.Name ?? r.Query}：${r.Error ?? ''}${r.ListPrice && r.PreviousPrice ? `（${CONTRACT_PRICE}，标价 ${formatMoney(r.ListPrice)}）` : ''}`;

export async function reorder(
  orderId: number,
  confirm: (options?: ConfirmOptions) => Promise<boolean>,
): Promise<boolean> {
  try {
    const preview = await call('POST /api/Orders/:id/reorder', { params: { id: orderId }, body: { DryRun: true } });
    const ok = preview.Rows.filter((r) => r.Status === 'ok');
    const notices = preview.Rows.filter((r) => r.Status !== 'ok' || r.PreviousPrice);
    if (!ok.length) {
      showMessage('error', `订单中的商品都无法再次购买：${notices.map(problemText).join('；')}`);
      return false;
    }
    if (notices.length) {
      const goOn = await confirm({
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
      if (!goOn) return false;
    }
    const done = await call('POST /api/Orders/:id/reorder', { params: { id: orderId }, body: {} });
    if (done.Added > 0) {
      cartChanged();
      showMessage('success', `已将 ${done.Added} 种商品加入购物车`);
      return true;
    }
    return false;
  } catch {
    // The client showed the server's reason.
    return false;
  }
}
