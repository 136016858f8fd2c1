/**
 * The buyer's two actions on an order, each behind a confirmation: 取消订单 (the answer replaces the cached order) and
 * 确认收货 (then the order is asked again). A refusal (409) shows the server's reason and the order is asked again.
 */
import { useCallback, useState } from 'react';
import type { OrderDetail } from '../../contract/orders';
import { ApiError, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { mutateCache } from '../../core/query';
import { useConfirm } from '../../ui/dialog';

/** `url` is the order's cache key; `refetch` asks the server again, keeping the order on screen meanwhile. */
export function useOrderActions(order: OrderDetail | null, url: string, refetch: () => void) {
  const [cancelling, setCancelling] = useState(false);
  const [confirm, confirmElement] = useConfirm();

  const cancel = useCallback(async () => {
    if (!order) return;
    const ok = await confirm({
      title: '取消订单',
      content: `确定取消订单 ${order.OrderNo} 吗？取消后不可恢复，商品库存将释放。${
        order.QuoteId ? '取消后报价回到「待确认」，有效期内可再次下单。' : ''
      }`,
      confirmText: '取消订单',
      cancelText: '再想想',
      danger: true,
    });
    if (!ok) return;
    setCancelling(true);
    try {
      mutateCache(url, await call('POST /api/Orders/:id/cancel', { params: { id: order.Id } }));
      showMessage('success', '订单已取消');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        showMessage('warning', e.message);
        refetch();
      }
    } finally {
      setCancelling(false);
    }
  }, [order, confirm, url, refetch]);

  // 已发货 → 已完成: the buyer confirms the goods arrived (else the order completes by itself after 10 days).
  const [receiving, setReceiving] = useState(false);
  const receive = useCallback(async () => {
    if (!order) return;
    const ok = await confirm({
      title: '确认收货',
      content: `确认已收到订单 ${order.OrderNo} 的全部商品吗？确认后订单完成。`,
      confirmText: '确认收货',
      cancelText: '再想想',
    });
    if (!ok) return;
    setReceiving(true);
    try {
      await call('POST /api/Orders/:id/receive', { params: { id: order.Id } });
      showMessage('success', '已确认收货，订单已完成');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) showMessage('warning', e.message);
    } finally {
      setReceiving(false);
      refetch();
    }
  }, [order, confirm, refetch]);

  return { cancel, cancelling, receive, receiving, confirmElement };
}
