/**
 * Invoices in the operator console: the queue of requests, issuing (发票号码, 开票日期, exact amount check),
 * the e-invoice PDF (type and size limits; downloadable only by who may see the invoice), posting the paper
 * invoice, the 409s of every wrong transition, mails and audit entries, and two operators racing.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { operators } from '../../server/db/schema.js';
import { issueOperatorToken } from '../../server/services/tokens.js';
import { formatDate } from '../../src/contract/dates.js';
import { auth, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { mailsTo } from './helpers/accounts.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

/** A paid order of `token`'s company, through the bank callback. */
async function paidOrder(ctx: TestContext, token: string, productId: number, quantity = 1) {
  const order = (await orderFromCart(ctx, token, [[productId, quantity]])).json() as {
    Id: number;
    TotalAmount: string;
    RemittanceCode: string;
  };
  const raw = JSON.stringify({
    RemittanceCode: order.RemittanceCode,
    Amount: order.TotalAmount,
    ProviderRef: `BANK-OPINV-${ctx.kind}-${order.Id}`,
  });
  const res = await notify(ctx, '/api/Payments/bank-transfer/notify', {}, { raw });
  if (res.statusCode !== 200) throw new Error(res.body);
  return order;
}

/** A tiny but real-looking PDF. */
const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

let seq = 0;
/** A unique 20-digit 发票号码 per database run. */
const taxNo = (kind: string) =>
  `${kind === 'pglite' ? '1' : '2'}${String(Date.now()).slice(-10)}${String(++seq).padStart(9, '0')}`;

describeEachDatabase('invoices in the operator console', (getCtx) => {
  let ops: string;
  let second: string;
  let admin: string;
  let buyer: string;
  let other: string;
  let titleId: number;
  let addressId: number;
  // Products sold by the piece (minimum 1) in region 1, one per order.
  const products = [25, 26, 27, 53, 54, 56, 57, 61, 62, 63, 64, 65];
  let next = 0;
  beforeAll(async () => {
    const ctx = getCtx();
    ops = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
    const [op] = await ctx.db
      .insert(operators)
      .values({ email: `ops-inv-${ctx.kind}@demo.cn`, name: '第二运营', passwordHash: 'x', roles: ['Finance'] })
      .returning();
    second = await issueOperatorToken(ctx.config.jwtSecret, { operatorId: op!.id, version: 0 }, new Date());
    admin = await tokenFor(ctx, 'admin@demo.cn');
    buyer = await tokenFor(ctx, 'buyer@demo.cn');
    other = await tokenFor(ctx, 'other@demo.cn');
    titleId = (await call('GET', '/api/Invoices/titles', admin)).json()[0].Id;
    addressId = (await call('GET', '/api/Invoices/addresses', admin)).json()[0].Id;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
  const upload = (id: number, body: Buffer, token = ops, type = 'application/pdf') =>
    getCtx().app.inject({
      method: 'PUT',
      url: `/api/Operator/invoices/${id}/pdf`,
      headers: { ...auth(token), 'content-type': type },
      payload: body,
    });
  /** An invoice request by the company admin covering `n` fresh paid orders. */
  async function requested(n: number) {
    const orders = [];
    for (let i = 0; i < n; i++) orders.push(await paidOrder(getCtx(), admin, products[next++ % products.length]!));
    const res = await call('POST', '/api/Invoices', admin, {
      OrderIds: orders.map((o) => o.Id),
      TitleId: titleId,
      AddressId: addressId,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { invoice: res.json() as { Id: number; InvoiceNo: string; Amount: string }, orders };
  }
  const audit = async (id: number) =>
    (await call('GET', `/api/Operator/audit?entity=invoice&entityId=${id}&pageSize=50`, ops)).json() as {
      Items: { Action: string; OperatorName: string; Before: unknown; After: Record<string, unknown> }[];
      Total: number;
    };

  // One invoice walks through the steps below in order (split so each step stays within the test timeout).
  let invoice: { Id: number; InvoiceNo: string; Amount: string };
  let number: string;
  const today = formatDate(new Date());

  it('issues with a number, a date and an amount equal to the orders to the cent; refuses everything else', async () => {
    const made = await requested(2);
    invoice = made.invoice;
    const orders = made.orders;
    const queue = (await call('GET', '/api/Operator/invoices?pageSize=100', ops)).json();
    const queued = queue.Items.find((i: { Id: number }) => i.Id === invoice.Id);
    expect(queued).toMatchObject({ Status: 10, StatusName: '申请中', CompanyName: expect.any(String), OrderCount: 2 });
    const toIssue = (await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InvoicesToIssue;

    const detail = (await call('GET', `/api/Operator/invoices/${invoice.Id}`, ops)).json();
    expect(detail.Orders.map((o: { Id: number }) => o.Id).sort()).toEqual(orders.map((o) => o.Id).sort());
    expect(detail).toMatchObject({ PdfName: null, HasPdf: false, TaxInvoiceNo: null });

    // Wrong transitions before issuing: 409 with a Chinese message; nothing changes.
    const earlyPost = await call('POST', `/api/Operator/invoices/${invoice.Id}/post`, ops, {
      Carrier: '顺丰速运',
      TrackingNo: 'SF1000000001',
    });
    expect(earlyPost.statusCode).toBe(409);
    expect(earlyPost.json().Error).toMatch(/申请中.*开具后才能寄出/);
    expect((await upload(invoice.Id, pdf('early'))).statusCode).toBe(409);

    // The amount must equal the orders' total to the cent; the message names both.
    number = taxNo(getCtx().kind);
    const total = orders.reduce((s, o) => s + Math.round(Number(o.TotalAmount) * 100), 0);
    const off = ((total + 1) / 100).toFixed(2);
    const wrong = await call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, {
      TaxInvoiceNo: number,
      InvoiceDate: today,
      Amount: off,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Field: 'Amount' });
    expect(wrong.json().Error).toContain(`¥${off}`);
    expect(wrong.json().Error).toContain(`¥${invoice.Amount}`);
    const bad = [
      [{ TaxInvoiceNo: '12345', InvoiceDate: today, Amount: invoice.Amount }, 'TaxInvoiceNo'],
      [{ TaxInvoiceNo: number, InvoiceDate: '2099-01-01', Amount: invoice.Amount }, 'InvoiceDate'],
      [{ TaxInvoiceNo: number, InvoiceDate: '2026-02-30', Amount: invoice.Amount }, 'InvoiceDate'],
      [{ TaxInvoiceNo: number, InvoiceDate: '2000-01-01', Amount: invoice.Amount }, 'InvoiceDate'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Field, JSON.stringify(body)).toBe(field);
      expect(res.json().Error).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call('GET', `/api/Invoices/${invoice.Id}`, admin)).json().Status).toBe(10);

    // "12.5" and "12.50" are one amount: the check is decimal, not textual.
    const amount = invoice.Amount.endsWith('0') ? invoice.Amount.replace(/0$/, '') : invoice.Amount;
    const issued = await call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, {
      TaxInvoiceNo: ` ${number} `,
      InvoiceDate: today,
      Amount: amount,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ Status: 20, StatusName: '已开具', TaxInvoiceNo: number, InvoiceDate: today });
    const again = await call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, {
      TaxInvoiceNo: taxNo(getCtx().kind),
      InvoiceDate: today,
      Amount: invoice.Amount,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toMatch(/已开具.*不能再开具/);
    expect((await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InvoicesToIssue).toBe(toIssue - 1);

    // One 发票号码 cannot be recorded on two invoices.
    const { invoice: other2 } = await requested(1);
    const dup = await call('POST', `/api/Operator/invoices/${other2.Id}/issue`, ops, {
      TaxInvoiceNo: number,
      InvoiceDate: today,
      Amount: other2.Amount,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Error).toContain(invoice.InvoiceNo);
  });

  it('takes the e-invoice PDF (type and size checked); only who may see the invoice downloads it', async () => {
    // The PDF: type and size checked; then only who may see the invoice downloads it.
    const notPdf = await upload(invoice.Id, Buffer.from('<html>not a pdf</html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().Error).toBe('只能上传 PDF 格式的电子发票');
    expect((await upload(invoice.Id, Buffer.alloc(0))).statusCode).toBe(400);
    // Over 5 MB: refused with the limit named (checked on the service: a 5 MB request is slow to inject here).
    const { uploadInvoicePdf } = await import('../../server/services/operator/invoices.js');
    const huge = Buffer.concat([pdf('huge'), Buffer.alloc(5 * 1024 * 1024)]);
    const deps = { db: getCtx().db, mailer: getCtx().app.mailer, config: getCtx().config, now: new Date() };
    await expect(uploadInvoicePdf(deps, 1, invoice.Id, huge)).rejects.toMatchObject({
      status: 400,
      message: '电子发票文件不能超过 5 MB',
    });
    expect([400, 415]).toContain((await upload(invoice.Id, pdf('x'), ops, 'image/png')).statusCode);
    expect((await call('GET', `/api/Invoices/${invoice.Id}/pdf`, admin)).statusCode).toBe(404);
    const file = pdf(`invoice ${number}`);
    const uploaded = await upload(invoice.Id, file);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ HasPdf: true, PdfName: `发票-${number}.pdf`, PdfSize: file.length });
    const download = await call('GET', `/api/Invoices/${invoice.Id}/pdf`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(encodeURIComponent(`发票-${number}.pdf`));
    expect(download.rawPayload.equals(file)).toBe(true);
    // Another company, a member whose orders it does not cover, an operator token, nobody: no file.
    expect((await call('GET', `/api/Invoices/${invoice.Id}/pdf`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/Invoices/${invoice.Id}/pdf`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `/api/Invoices/${invoice.Id}/pdf`, ops)).statusCode).toBe(401);
    expect((await call('GET', `/api/Invoices/${invoice.Id}/pdf`)).statusCode).toBe(401);
  });

  it('posts the paper invoice once; the buyer sees 已寄出; mails and audit at each step', async () => {
    // Posting the paper invoice: once.
    const badPost = await call('POST', `/api/Operator/invoices/${invoice.Id}/post`, ops, {
      Carrier: '顺丰速运',
      TrackingNo: '空 格',
    });
    expect(badPost.statusCode).toBe(400);
    const posted = await call('POST', `/api/Operator/invoices/${invoice.Id}/post`, ops, {
      Carrier: ' 顺丰速运 ',
      TrackingNo: 'SF1234567890',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ Status: 30, Carrier: '顺丰速运', TrackingNo: 'SF1234567890' });
    const twice = await call('POST', `/api/Operator/invoices/${invoice.Id}/post`, ops, {
      Carrier: '京东物流',
      TrackingNo: 'JD0000000001',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Error).toMatch(/已寄出/);

    // The buyer's history and detail.
    const history = (await call('GET', '/api/Invoices?status=30&pageSize=100', admin)).json();
    expect(history.Items.find((i: { Id: number }) => i.Id === invoice.Id)).toMatchObject({
      StatusName: '已寄出',
      TaxInvoiceNo: number,
      InvoiceDate: today,
      HasPdf: true,
      Carrier: '顺丰速运',
      TrackingNo: 'SF1234567890',
    });
    const mine = (await call('GET', `/api/Invoices/${invoice.Id}`, admin)).json();
    expect(mine).toMatchObject({ Status: 30, TaxInvoiceNo: number, HasPdf: true, TrackingNo: 'SF1234567890' });
    expect(mine.MailedAt).not.toBeNull();

    // Mails to the company at each step, and one audit entry per write.
    const subjects = (await mailsTo(getCtx().app, 'admin@demo.cn')).map((m) => m.Subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `【B2B 采购商城】发票申请 ${invoice.InvoiceNo} 已开具`,
        `【B2B 采购商城】发票 ${number} 的电子发票可以下载了`,
        `【B2B 采购商城】发票 ${number} 已寄出`,
      ]),
    );
    const log = await audit(invoice.Id);
    expect(log.Items.map((e) => e.Action)).toEqual(['invoice.post', 'invoice.upload-pdf', 'invoice.issue']);
    expect(log.Items[2]!.After).toMatchObject({ Status: 20, TaxInvoiceNo: number, Amount: invoice.Amount });
    expect(log.Items[0]!.OperatorName).toBe('平台运营');
  });

  it('two operators issuing or posting one invoice at once change it once', async () => {
    for (let round = 0; round < 3; round++) {
      const { invoice } = await requested(1);
      const issue = (token: string) =>
        call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, token, {
          TaxInvoiceNo: taxNo(getCtx().kind),
          InvoiceDate: today,
          Amount: invoice.Amount,
        });
      const issued = await Promise.all([issue(ops), issue(second)]);
      expect(issued.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const post = (token: string, no: string) =>
        call('POST', `/api/Operator/invoices/${invoice.Id}/post`, token, { Carrier: '顺丰速运', TrackingNo: no });
      const posted = await Promise.all([post(ops, `SFA${round}0001`), post(second, `SFB${round}0002`)]);
      expect(posted.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = issued.find((r) => r.statusCode === 200)!.json().TaxInvoiceNo;
      const [row] = await rows<{ tax_invoice_no: string; status: number }>(
        getCtx().db,
        sql`select tax_invoice_no, status from invoices where id = ${invoice.Id}`,
      );
      expect(row).toEqual({ tax_invoice_no: winner, status: 30 });
      const actions = (await audit(invoice.Id)).Items.map((e) => e.Action).sort();
      expect(actions).toEqual(['invoice.issue', 'invoice.post']);
    }
  });

  it('rejects a request with a reason the buyer sees; its orders can be requested again; only a request is rejected', async () => {
    const { invoice, orders } = await requested(2);
    const reject = (id: number, payload: object, token = ops) =>
      call('POST', `/api/Operator/invoices/${id}/reject`, token, payload);
    expect((await reject(invoice.Id, { Reason: '  ' })).statusCode).toBe(400);
    expect((await reject(invoice.Id, { Reason: '抬头错误' }, admin)).statusCode).toBe(403);
    const done = await reject(invoice.Id, { Reason: ' 发票抬头的税号与营业执照不一致，请核对后重新申请 ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      Status: 90,
      StatusName: '已驳回',
      RejectReason: '发票抬头的税号与营业执照不一致，请核对后重新申请',
      OrderCount: 2,
    });
    expect((await reject(invoice.Id, { Reason: '再驳回一次' })).statusCode).toBe(409);
    // Nor can a rejected request be issued.
    const issue = await call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, {
      TaxInvoiceNo: taxNo(getCtx().kind),
      InvoiceDate: today,
      Amount: invoice.Amount,
    });
    expect(issue.statusCode).toBe(409);

    // The buyer's history and detail show the reason and still list the orders.
    const history = (await call('GET', '/api/Invoices?status=90&pageSize=100', admin)).json();
    expect(history.Items.find((i: { Id: number }) => i.Id === invoice.Id)).toMatchObject({
      StatusName: '已驳回',
      RejectReason: '发票抬头的税号与营业执照不一致，请核对后重新申请',
      OrderCount: 2,
    });
    const mine = (await call('GET', `/api/Invoices/${invoice.Id}`, admin)).json();
    expect(mine.Orders.map((o: { Id: number }) => o.Id)).toEqual(orders.map((o) => o.Id).sort((a, b) => a - b));
    expect(mine.RejectedAt).not.toBeNull();
    const subjects = (await mailsTo(getCtx().app, 'admin@demo.cn')).map((m) => m.Subject);
    expect(subjects).toContain(`【B2B 采购商城】发票申请 ${invoice.InvoiceNo} 已驳回`);
    const log = await audit(invoice.Id);
    expect(log.Items.map((e) => e.Action)).toEqual(['invoice.reject']);
    expect(log.Items[0]!.After).toMatchObject({
      Status: 90,
      Reason: '发票抬头的税号与营业执照不一致，请核对后重新申请',
    });

    // The orders are invoiceable again, and a new request for them goes through.
    const open = (await call('GET', '/api/Invoices/invoiceable-orders', admin)).json() as { Id: number }[];
    for (const o of orders) expect(open.some((x) => x.Id === o.Id)).toBe(true);
    const again = await call('POST', '/api/Invoices', admin, {
      OrderIds: orders.map((o) => o.Id),
      TitleId: titleId,
      AddressId: addressId,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ Status: 10, Amount: invoice.Amount, RejectReason: null });

    // An issued invoice cannot be rejected.
    const { invoice: issued } = await requested(1);
    await call('POST', `/api/Operator/invoices/${issued.Id}/issue`, ops, {
      TaxInvoiceNo: taxNo(getCtx().kind),
      InvoiceDate: today,
      Amount: issued.Amount,
    });
    const late = await reject(issued.Id, { Reason: '抬头错误' });
    expect(late.statusCode).toBe(409);
    expect(late.json().Error).toMatch(/已开具/);
  });

  it('an operator rejecting while another issues the same request: one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { invoice } = await requested(1);
      const results = await Promise.all([
        call('POST', `/api/Operator/invoices/${invoice.Id}/issue`, ops, {
          TaxInvoiceNo: taxNo(getCtx().kind),
          InvoiceDate: today,
          Amount: invoice.Amount,
        }),
        call('POST', `/api/Operator/invoices/${invoice.Id}/reject`, second, { Reason: '抬头错误' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await rows<{ status: number; links: number }>(
        getCtx().db,
        sql`select status, (select count(*)::int from invoice_orders where invoice_id = ${invoice.Id}) as links
            from invoices where id = ${invoice.Id}`,
      );
      // Issued: it keeps its order; rejected: the order is free again.
      expect(row).toEqual(row!.status === 20 ? { status: 20, links: 1 } : { status: 90, links: 0 });
      expect((await audit(invoice.Id)).Total).toBe(1);
    }
  });

  it('the queue filter takes a pasted keyword of 100 characters and refuses 101 with a Chinese message', async () => {
    const long = (n: number) => encodeURIComponent('上海'.repeat(n).slice(0, n));
    const ok = await call('GET', `/api/Operator/invoices?keyword=${long(100)}`, ops);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Items).toEqual([]);
    const refused = await call('GET', `/api/Operator/invoices?keyword=${long(101)}`, ops);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toBe('关键词不能超过 100 个字符');
  });
});
