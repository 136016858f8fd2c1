/**
 * The sandbox provider: a cashier page (支付 / 取消) served by this server at
 * /api/Payments/sandbox/{id}?return=…&sig=…, whose buttons make the "provider" send a signed
 * notification to /api/Payments/notify and then send the browser back to the ReturnUrl.
 * The cashier link is signed (HMAC of payment id and return URL) so that ids cannot be guessed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatYuan } from '../services/money.js';
import type { PaymentProvider } from './provider.js';

export function cashierSignature(secret: string, paymentId: number, returnUrl: string): string {
  return createHmac('sha256', secret).update(`sandbox-cashier:${paymentId}:${returnUrl}`).digest('hex');
}

export function verifyCashierSignature(secret: string, paymentId: number, returnUrl: string, sig: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(cashierSignature(secret, paymentId, returnUrl), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

export function cashierPath(secret: string, paymentId: number, returnUrl: string): string {
  const q = new URLSearchParams();
  if (returnUrl) q.set('return', returnUrl);
  q.set('sig', cashierSignature(secret, paymentId, returnUrl));
  return `/api/Payments/sandbox/${paymentId}?${q.toString()}`;
}

export const sandboxProvider: PaymentProvider = {
  method: 'sandbox',
  start: ({ paymentId, returnUrl, config }) => ({
    PayUrl: `${config.publicUrl}${cashierPath(config.paymentWebhookSecret, paymentId, returnUrl ?? '')}`,
  }),
  // The sandbox "provider" refunds at once: its refund id names the payment and the request.
  refund: ({ paymentId, refundId }) => `SBR-${paymentId}-${refundId}`,
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#383838;background:#f1f4fd}
main{max-width:420px;margin:64px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 4px 24px rgba(17,75,237,.08)}
h1{font-size:20px;margin:0 0 4px}.tag{display:inline-block;font-size:12px;color:#fff;background:#ffc300;border-radius:4px;padding:2px 6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}dt{color:#868e96}dd{margin:0}
.amount{font-size:28px;font-weight:700;color:#ff6d4d}
.actions{display:flex;gap:12px}button{flex:1;height:38px;border-radius:8px;border:1px solid #114bed;font-size:15px;cursor:pointer}
.pay{background:#114bed;color:#fff}.cancel{background:#fff;color:#114bed}
p.note{font-size:12px;color:#868e96;margin-top:24px}
</style></head><body><main>${body}</main></body></html>`;

export function cashierPage(input: {
  paymentId: number;
  orderNo: string;
  amount: string;
  pending: boolean;
  statusName: string;
  returnUrl: string;
  sig: string;
}): string {
  const hidden = `<input type="hidden" name="return" value="${escapeHtml(input.returnUrl)}"><input type="hidden" name="sig" value="${escapeHtml(input.sig)}">`;
  const actions = input.pending
    ? `<form method="post" action="/api/Payments/sandbox/${input.paymentId}/confirm" class="actions">${hidden}
<button class="pay" type="submit" name="Action" value="pay">确认支付</button>
<button class="cancel" type="submit" name="Action" value="cancel">取消支付</button></form>`
    : `<p>该支付单${escapeHtml(input.statusName)}，无需重复操作。</p>${
        input.returnUrl ? `<p><a href="${escapeHtml(input.returnUrl)}">返回商城</a></p>` : ''
      }`;
  return page(
    '收银台（沙箱）',
    `<h1>收银台 <span class="tag">沙箱</span></h1>
<dl><dt>订单号</dt><dd>${escapeHtml(input.orderNo)}</dd><dt>应付金额</dt><dd class="amount">${escapeHtml(formatYuan(input.amount))}</dd>
<dt>支付状态</dt><dd>${escapeHtml(input.statusName)}</dd></dl>${actions}
<p class="note">这是演示用的沙箱收银台，不会产生真实扣款。</p>`,
  );
}

export function resultPage(paid: boolean): string {
  return page(
    paid ? '支付成功' : '支付未完成',
    `<h1>${paid ? '支付成功' : '支付未完成'}</h1><p>${paid ? '订单已支付，可以关闭此页面返回商城查看订单。' : '支付已取消，可以返回商城重新支付。'}</p>`,
  );
}
