/**
 * `/purchase` (login): the selected cart lines of the cart region priced by the server
 * (POST /api/Orders/preview), the delivery address (收货地址, the company's address book, default chosen; any
 * user adds one in place, prefilled from the company), invoice choice (不开发票 / 普通发票 / 增值税专用发票) with the company's saved
 * titles and addresses (admins add one in place), optional enterprise customer, purchase-order number
 * and note. 提交订单 creates exactly one order (one Idempotency-Key per attempt, the button disabled while
 * sending), fires `b2b-order-created`, then goes to `/payment?orderId=…`.
 *
 * `/purchase?quoteId=…`: the lines of an accepted quote (报价) at its prices and region instead of the cart;
 * the same address and invoice choices, then POST /api/Quotes/{id}/accept (the server checks the lines and
 * total against the stored quote, its validity day and the company). An expired, declined or accepted quote
 * says so instead of the form.
 *
 * This file is the page and the quote's frame; the form and its sections are CheckoutForm.tsx and the
 * *Section.tsx files beside it.
 */
import type { Quote } from '../../contract/quotes';
import { ApiError } from '../../core/http';
import { Button } from '../../ui/button';
import { Alert, Empty, Skeleton } from '../../ui/feedback';
import { Link } from '../shared/navigation';
import { PurchasePage, RequireLogin, Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { CheckoutView, type CheckoutViewProps } from './CheckoutForm';

/** `/purchase?quoteId=…`: the quote, then the checkout of its lines (or why it can no longer be ordered). */
function QuoteCheckout({ quoteId }: { quoteId: number }) {
  const { data: quote, error, retry } = useApiQuery<Quote>(`/api/Quotes/${quoteId}`);
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Section>
        <Empty
          description={
            gone ? '报价不存在或无权查看' : `${error instanceof ApiError ? error.message : '加载失败'}，请稍后重试`
          }
          action={
            gone ? (
              <Link to="/enterprise/quotes">查看我的报价</Link>
            ) : (
              <Button size="sm" onClick={retry}>
                重试
              </Button>
            )
          }
        />
      </Section>
    );
  }
  if (!quote) return <Skeleton lines={6} avatar={56} label="报价加载中" />;
  if (!quote.CanAccept) {
    const why =
      quote.Status === 20
        ? `该报价已接受，已生成订单 ${quote.OrderNo ?? ''}`
        : quote.Status === 30
          ? '该报价已拒绝，不能再下单'
          : `该报价已过期（有效期至 ${quote.ValidUntil}），如需采购请重新咨询`;
    return (
      <Section>
        <Empty
          description={why}
          action={
            quote.OrderId ? (
              <Link to={`/order/detail?id=${quote.OrderId}`}>查看订单</Link>
            ) : (
              <Link to={`/enterprise/quotes?id=${quote.Id}`}>返回报价</Link>
            )
          }
        />
      </Section>
    );
  }
  return (
    <>
      <Alert type="info">
        按报价 {quote.QuoteNo} 下单：价格为报价单价，有效期至 {quote.ValidUntil}（北京时间）。
      </Alert>
      <CheckoutView quote={quote} />
    </>
  );
}

/** The checkout page (the /purchase screen and `<b2b-checkout>`). */
export function CheckoutWidgetFrame({ region }: CheckoutViewProps) {
  return (
    <RequireLogin fallback="/purchase">
      <PurchasePage part="checkout">
        <h1>确认订单</h1>
        <CheckoutView region={region} />
      </PurchasePage>
    </RequireLogin>
  );
}

export default function CheckoutScreen({ query }: ScreenProps) {
  const quoteId = positiveInt(query.get('quoteId'));
  if (quoteId) {
    return (
      <RequireLogin fallback={`/purchase?quoteId=${quoteId}`}>
        <PurchasePage part="checkout">
          <h1>确认订单</h1>
          <QuoteCheckout quoteId={quoteId} />
        </PurchasePage>
      </RequireLogin>
    );
  }
  return <CheckoutWidgetFrame region={positiveInt(query.get('region')) ?? undefined} />;
}
