/**
 * The operator (运营) console's API: its one guard (every /api/Operator route refused to anonymous visitors
 * and company users, enumerated from the OpenAPI document so a new route cannot slip through), operator
 * accounts apart from company ones, the audit log, the dashboard, company review, transfer matching and refunds.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, operators } from '../../server/db/schema.js';
import { OPEN_OPERATOR_ROUTES } from '../../server/routes/operator-roles.js';
import { issueOperatorToken } from '../../server/services/tokens.js';
import { auth, createBuyers, newKey, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function operatorLogin(ctx: TestContext, email = 'ops@demo.cn', password = 'Demo@123456') {
  return ctx.app.inject({ method: 'POST', url: '/api/Operator/login', payload: { Email: email, Password: password } });
}

/**
 * Every operator route the app registered (login excepted; HEAD twins dropped), with ids filled in: read from
 * the app's own route list (onRoute hook), so a route left out of the OpenAPI document cannot escape the checks.
 */
function operatorRoutes(ctx: TestContext): [Method, string][] {
  const out = new Map<string, [Method, string]>();
  for (const { method, url } of ctx.app.routeList) {
    if (!url.startsWith('/api/Operator/') || method === 'HEAD') continue;
    if ((OPEN_OPERATOR_ROUTES as readonly string[]).includes(`${method} ${url}`)) continue;
    const filled = url.replace(/:\w+/g, '1');
    out.set(`${method} ${filled}`, [method as Method, filled]);
  }
  return [...out.values()];
}

const CONTENT_ENTITIES = {
  brands: 'brand',
  categories: 'category',
  suppliers: 'supplier',
  banners: 'banner',
  solutions: 'solution',
  showcase: 'showcase',
  help: 'help',
} as const;

/**
 * Every operator write route and the audit action(s) it records (each service writes the entry in the
 * transaction of the write; the feature tests read the entries back). A write route added without an entry here
 * fails "every operator write route is audited": add it, and audit it.
 */
const AUDITED_WRITES: Record<string, string[]> = {
  'POST /api/Operator/companies/:id/approve': ['company.approve'],
  'POST /api/Operator/companies/:id/reject': ['company.reject'],
  'PUT /api/Operator/companies/:id/prices': ['company.prices'],
  'POST /api/Operator/companies/:id/prices/import': ['company.prices-import'],
  'POST /api/Operator/transfers/confirm': ['payment.confirm-transfer'],
  'POST /api/Operator/refunds/:id': ['payment.refund'],
  'POST /api/Operator/orders/:id/ship': ['order.ship'],
  'POST /api/Operator/products': ['product.create'],
  'PUT /api/Operator/products/:id': ['product.update'],
  'POST /api/Operator/products/:id/sale': ['product.on-sale', 'product.off-sale'],
  'POST /api/Operator/products/import': ['product.import'],
  'POST /api/Operator/media': ['media.upload'],
  'POST /api/Operator/inquiries/:id/quote': ['quote.create'],
  'POST /api/Operator/inquiries/:id/quote/versions': ['quote.revise'],
  'POST /api/Operator/inquiries/:id/close': ['inquiry.close'],
  'POST /api/Operator/invoices/:id/issue': ['invoice.issue'],
  'PUT /api/Operator/invoices/:id/pdf': ['invoice.upload-pdf'],
  'POST /api/Operator/invoices/:id/post': ['invoice.post'],
  'POST /api/Operator/invoices/:id/reject': ['invoice.reject'],
  'POST /api/Operator/search/synonyms': ['search-synonym.create'],
  'PUT /api/Operator/search/synonyms/:id': ['search-synonym.update'],
  'DELETE /api/Operator/search/synonyms/:id': ['search-synonym.delete'],
  'POST /api/Operator/after-sales/:id/approve': ['after-sale.approve'],
  'POST /api/Operator/after-sales/:id/reject': ['after-sale.reject'],
  'POST /api/Operator/after-sales/:id/receive': ['after-sale.receive'],
  'POST /api/Operator/operators': ['operator.create'],
  'PUT /api/Operator/operators/:id': ['operator.update'],
  'POST /api/Operator/operators/:id/reset-password': ['operator.reset-password'],
  'POST /api/Operator/password/reset': ['operator.password-set'],
  'PUT /api/Operator/companies/:id/credit': ['company.credit'],
  'POST /api/Operator/statements/:id/repayments': ['statement.repayment'],
  ...Object.fromEntries(
    Object.entries(CONTENT_ENTITIES).flatMap(([resource, entity]) => [
      [`POST /api/Operator/content/${resource}`, [`${entity}.create`]],
      [`PUT /api/Operator/content/${resource}/:id`, [`${entity}.update`]],
      [`DELETE /api/Operator/content/${resource}/:id`, [`${entity}.delete`]],
    ]),
  ),
};
/** Writes that change no business data (the session itself): not audited. */
const UNAUDITED_WRITES = new Set(['POST /api/Operator/login', 'POST /api/Operator/logout']);

const audit = async (ctx: TestContext, token: string, query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/Operator/audit?${query}`, headers: auth(token) })).json() as {
    Items: {
      Action: string;
      ActionName: string;
      EntityId: string;
      OperatorName: string;
      Before: unknown;
      After: unknown;
    }[];
    Total: number;
  };

describeEachDatabase('operator console', (getCtx) => {
  let ops: string;
  beforeAll(async () => {
    const res = await operatorLogin(getCtx());
    expect(res.statusCode).toBe(200);
    ops = res.json().token;
  });
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

  describe('access', () => {
    it('refuses every operator route to anonymous visitors, company admins and buyers (403)', async () => {
      const routes = operatorRoutes(getCtx());
      // The routes of this part at least: the enumeration itself must not come back empty.
      expect(routes.length).toBeGreaterThanOrEqual(40);
      const admin = await tokenFor(getCtx(), 'admin@demo.cn');
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      for (const [method, url] of routes) {
        for (const [who, token] of [
          ['anonymous', undefined],
          ['admin', admin],
          ['buyer', buyer],
          ['garbage', 'not.a.token'],
        ] as const) {
          const res = await call(method, url, token, method === 'GET' ? undefined : {});
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
          expect(res.json(), `${who} ${method} ${url}`).toEqual({ Error: '仅平台运营人员可以访问' });
        }
      }
      // …and lets the operator through.
      for (const [method, url] of routes.filter(([m]) => m === 'GET')) {
        expect((await call(method, url, ops)).statusCode, url).not.toBe(403);
      }
    });

    it('every operator write route is audited: the list of audited writes is exactly the registered ones', async () => {
      const writes = [
        ...new Set(
          getCtx()
            .app.routeList.filter((r) => r.url.startsWith('/api/Operator/') && !['GET', 'HEAD'].includes(r.method))
            .map((r) => `${r.method} ${r.url}`),
        ),
      ].filter((w) => !UNAUDITED_WRITES.has(w));
      expect(writes.sort()).toEqual(Object.keys(AUDITED_WRITES).sort());
      // Each action has its Chinese name in the console's 操作日志.
      const { AuditActionName } = await import('../../src/contract/enums.js');
      for (const action of Object.values(AUDITED_WRITES).flat()) expect(AuditActionName[action], action).toBeTruthy();
      // The OpenAPI document lists every operator route too (none hidden).
      const doc = (await call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
      for (const [method, url] of operatorRoutes(getCtx())) {
        const documented = Object.entries(doc.paths).some(
          ([path, methods]) => path.replace(/\{\w+\}/g, '1') === url && method.toLowerCase() in methods,
        );
        expect(documented, `${method} ${url} in /api/docs/json`).toBe(true);
      }
    });

    it('keeps operators apart from company users: neither token nor password works on the other side', async () => {
      expect((await call('GET', '/api/Users/Info', ops)).statusCode).toBe(401);
      expect((await call('GET', '/api/Company/info', ops)).statusCode).toBe(401);
      const companyCreds = await operatorLogin(getCtx(), 'admin@demo.cn');
      expect(companyCreds.statusCode).toBe(400);
      expect(companyCreds.json().Error).toBe('邮箱或密码错误');
      const opsOnStore = await call('POST', '/api/Users/login', undefined, {
        Email: 'ops@demo.cn',
        Password: 'Demo@123456',
      });
      expect(opsOnStore.statusCode).toBe(400);
      expect((await operatorLogin(getCtx(), 'ops@demo.cn', 'Wrong@123456')).statusCode).toBe(400);
      expect((await call('GET', '/api/Operator/me', ops)).json()).toMatchObject({
        Email: 'ops@demo.cn',
        Name: '平台运营',
      });
    });

    it('asks for a new login (401) once the operator token expired or was revoked', async () => {
      const [op] = await getCtx().db.select().from(operators).where(sql`email = 'ops@demo.cn'`);
      const old = await issueOperatorToken(
        getCtx().config.jwtSecret,
        { operatorId: op!.id, version: op!.tokenVersion },
        new Date(Date.now() - 13 * 3600_000),
      );
      expect((await call('GET', '/api/Operator/me', old)).statusCode).toBe(401);
      const revoked = await issueOperatorToken(
        getCtx().config.jwtSecret,
        { operatorId: op!.id, version: op!.tokenVersion + 1 },
        new Date(),
      );
      expect((await call('GET', '/api/Operator/me', revoked)).statusCode).toBe(401);
    });
  });

  describe('company review', () => {
    const complete = (name: string, creditCode: string) => ({
      Name: name,
      CreditCode: creditCode,
      RegisteredAddress: '杭州市西湖区文三路 90 号',
      ContactName: '陈静',
      ContactPhone: '0571-88001234',
    });

    it('queues a complete submission (20), rejects with a reason the company sees, approves a resubmission', async () => {
      const { tokens, companyId } = await createBuyers(getCtx(), 1, `review-${getCtx().kind}`);
      const admin = tokens[0]!;
      await getCtx().db.update(companies).set({ statusEnum: 10 }).where(sql`id = ${companyId}`);
      const submitted = await call(
        'PUT',
        '/api/Company/info',
        admin,
        complete('杭州审核测试有限公司', '91330106MA2H0QXX0B'),
      );
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().StatusEnum).toBe(20);

      const queue = (await call('GET', '/api/Operator/companies?status=20&pageSize=100', ops)).json();
      const entry = queue.Items.find((c: { Id: number }) => c.Id === companyId);
      expect(entry).toMatchObject({ Name: '杭州审核测试有限公司', StatusName: '待审核', ContactName: '陈静' });
      expect(entry.AdminEmail).toContain('@test.cn');
      expect(entry.SubmittedAt).not.toBeNull();

      const noReason = await call('POST', `/api/Operator/companies/${companyId}/reject`, ops, { Reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().Error).toBe('请填写驳回原因');
      const rejected = await call('POST', `/api/Operator/companies/${companyId}/reject`, ops, {
        Reason: '营业执照信息与统一社会信用代码不一致',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ StatusEnum: 40, ReviewNote: '营业执照信息与统一社会信用代码不一致' });
      expect((await call('GET', '/api/Company/info', admin)).json()).toMatchObject({
        StatusEnum: 40,
        ReviewNote: '营业执照信息与统一社会信用代码不一致',
      });
      // Deciding again is refused: it is no longer waiting.
      expect((await call('POST', `/api/Operator/companies/${companyId}/approve`, ops)).statusCode).toBe(409);

      const again = await call(
        'PUT',
        '/api/Company/info',
        admin,
        complete('杭州审核测试有限公司', '91330106MA2H0QXX0B'),
      );
      expect(again.json()).toMatchObject({ StatusEnum: 20, ReviewNote: '' });
      const approved = await call('POST', `/api/Operator/companies/${companyId}/approve`, ops);
      expect(approved.json()).toMatchObject({ StatusEnum: 30, StatusName: '已认证' });
      expect((await call('GET', '/api/Company/info', admin)).json().StatusEnum).toBe(30);
      // A verified company editing its contact stays verified; a new name goes back to review.
      const edited = await call('PUT', '/api/Company/info', admin, {
        ...complete('杭州审核测试有限公司', '91330106MA2H0QXX0B'),
        ContactName: '李娜',
      });
      expect(edited.json().StatusEnum).toBe(30);

      const outbox = await rows<{ to: string; subject: string; text: string }>(
        getCtx().db,
        sql`select "to", subject, text from outbox where "to" = ${entry.AdminEmail} order by id`,
      );
      expect(outbox.map((m) => m.subject)).toEqual([
        '【B2B 采购商城】「杭州审核测试有限公司」企业认证未通过',
        '【B2B 采购商城】「杭州审核测试有限公司」企业认证已通过',
      ]);
      expect(outbox[0]!.text).toContain('营业执照信息与统一社会信用代码不一致');

      const log = await audit(getCtx(), ops, `entity=company&entityId=${companyId}`);
      expect(log.Items.map((e) => e.Action)).toEqual(['company.approve', 'company.reject']);
      expect(log.Items[1]).toMatchObject({
        ActionName: '企业审核驳回',
        OperatorName: '平台运营',
        Before: { StatusEnum: 20, ReviewNote: '' },
        After: { StatusEnum: 40, ReviewNote: '营业执照信息与统一社会信用代码不一致' },
      });
    });

    it('answers 404 for an unknown company and keeps the queue filterable by keyword', async () => {
      expect((await call('POST', '/api/Operator/companies/999999/approve', ops)).statusCode).toBe(404);
      const pending = (
        await call('GET', `/api/Operator/companies?status=20&keyword=${encodeURIComponent('华南')}`, ops)
      ).json();
      for (const c of pending.Items) expect(c.Name).toContain('华南');
    });
  });

  describe('payments', () => {
    it('confirms a transfer by remittance code and exact amount, once, audited; shows up on the dashboard', async () => {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      const order = (await orderFromCart(getCtx(), buyer, [[61, 2]])).json();
      const pay = await getCtx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('pay') },
        payload: { OrderId: order.Id, Method: 'bank-transfer' },
      });
      expect(pay.statusCode, pay.body).toBe(201);
      const before = (await call('GET', '/api/Operator/dashboard', ops)).json();
      expect(before.Queues.TransfersToConfirm).toBeGreaterThanOrEqual(1);
      const listed = (await call('GET', `/api/Operator/transfers?keyword=${order.RemittanceCode}`, ops)).json();
      expect(listed.Items).toEqual([
        expect.objectContaining({
          OrderId: order.Id,
          RemittanceCode: order.RemittanceCode,
          TotalAmount: order.TotalAmount,
        }),
      ]);

      const cents = (a: string, d: number) => (Math.round(Number(a) * 100) + d) / 100;
      const wrong = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: cents(order.TotalAmount, -1).toFixed(2),
        BankRef: 'BANK-OP-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        Field: 'Amount',
        Error: expect.stringMatching(/^到账金额与订单金额不符：应付 ¥/),
      });
      const unknown = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: 'HKNOPE0000',
        Amount: order.TotalAmount,
        BankRef: 'BANK-OP-1',
      });
      expect(unknown.statusCode).toBe(404);

      const ok = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode.toLowerCase(),
        Amount: order.TotalAmount,
        BankRef: `BANK-OP-${getCtx().kind}-1`,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const detail = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(detail.Status).toBe(30);
      expect(detail.PaidAt).not.toBeNull();
      const twice = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: order.TotalAmount,
        BankRef: `BANK-OP-${getCtx().kind}-2`,
      });
      expect(twice.statusCode).toBe(409);
      const log = await audit(getCtx(), ops, `action=payment.confirm-transfer&entityId=${order.Id}`);
      expect(log.Items).toHaveLength(1);
      expect(log.Items[0]).toMatchObject({ Before: { Status: 20 }, After: { Status: 30, Amount: order.TotalAmount } });
      const after = (await call('GET', '/api/Operator/dashboard', ops)).json();
      expect(after.Queues.TransfersToConfirm).toBe(before.Queues.TransfersToConfirm - 1);
      expect(after.Queues.OrdersToShip).toBe(before.Queues.OrdersToShip + 1);
      expect(Number(after.Today.Amount)).toBeGreaterThanOrEqual(Number(order.TotalAmount));
    });

    it('refunds a late transfer once, with its reference, audited', async () => {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      const order = (await orderFromCart(getCtx(), buyer, [[62, 1]])).json();
      await getCtx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('pay') },
        payload: { OrderId: order.Id, Method: 'bank-transfer' },
      });
      await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: order.TotalAmount,
        BankRef: `BANK-R-${getCtx().kind}-1`,
      });
      // A second transfer for the same order arrives through the bank's callback: recorded, to be refunded.
      const { settleBankTransfer } = await import('../../server/services/payments.js');
      const late = await getCtx().db.transaction((tx) =>
        settleBankTransfer(
          tx,
          { RemittanceCode: order.RemittanceCode, Amount: order.TotalAmount, ProviderRef: `BANK-R-${getCtx().kind}-2` },
          new Date(),
        ),
      );
      expect(late.outcome).toBe('closed');
      const due = (await call('GET', '/api/Operator/refunds', ops)).json();
      const item = due.Items.find((r: { PaymentId: number }) => r.PaymentId === late.paymentId);
      expect(item).toMatchObject({
        OrderId: order.Id,
        Amount: order.TotalAmount,
        RefundedAt: null,
        MethodName: '对公转账',
      });

      expect((await call('POST', `/api/Operator/refunds/${late.paymentId}`, ops, { RefundRef: '' })).statusCode).toBe(
        400,
      );
      const done = await call('POST', `/api/Operator/refunds/${late.paymentId}`, ops, { RefundRef: 'RF-20261122-1' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ RefundRef: 'RF-20261122-1' });
      expect(done.json().RefundedAt).not.toBeNull();
      expect(
        (await call('POST', `/api/Operator/refunds/${late.paymentId}`, ops, { RefundRef: 'RF-2' })).statusCode,
      ).toBe(409);
      const history = (await call('GET', '/api/Operator/refunds?state=done', ops)).json();
      expect(history.Items.some((r: { PaymentId: number }) => r.PaymentId === late.paymentId)).toBe(true);
      // A payment that is not to be refunded cannot be "refunded".
      expect((await call('POST', '/api/Operator/refunds/1', ops, { RefundRef: 'RF-X' })).statusCode).toBe(404);
      const log = await audit(getCtx(), ops, `action=payment.refund&entityId=${late.paymentId}`);
      expect(log.Items).toHaveLength(1);
      expect(log.Items[0]!.After).toMatchObject({ RefundRef: 'RF-20261122-1' });
    });
  });

  describe('fulfilment', () => {
    /** A paid order of `lines` for buyer@demo.cn (paid by a hand-matched transfer). */
    async function paidOrder(lines: [number, number][], label: string) {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      const order = (await orderFromCart(getCtx(), buyer, lines)).json();
      const res = await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: order.TotalAmount,
        BankRef: `SHIP-${getCtx().kind}-${label}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { buyer, order };
    }
    const fulfilmentOf = async (orderId: number, state = 'to-ship') =>
      (await call('GET', `/api/Operator/fulfilment?state=${state}&pageSize=100`, ops))
        .json()
        .Items.find((o: { OrderId: number }) => o.OrderId === orderId);

    it('ships in parcels per line, then the buyer confirms receipt; every step in the timeline, audit and mail', async () => {
      const { buyer, order } = await paidOrder(
        [
          [25, 2],
          [26, 1],
        ],
        'a',
      );
      const queued = await fulfilmentOf(order.Id);
      expect(
        queued.Lines.map((l: { Quantity: number; ShippedQuantity: number }) => [l.Quantity, l.ShippedQuantity]),
      ).toEqual([
        [2, 0],
        [1, 0],
      ]);
      const [first, second] = queued.Lines as { OrderItemId: number }[];
      const over = await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF1000000000001',
        Lines: [{ OrderItemId: first!.OrderItemId, Quantity: 3 }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().Error).toMatch(/最多还可发 2/);
      expect(
        (await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, { Carrier: '顺丰速运', TrackingNo: '空 格' }))
          .statusCode,
      ).toBe(400);

      const part = await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '顺丰速运',
        TrackingNo: 'SF1000000000001',
        Lines: [{ OrderItemId: first!.OrderItemId, Quantity: 1 }],
      });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({
        Status: 30,
        Shipments: [{ Carrier: '顺丰速运', TrackingNo: 'SF1000000000001' }],
      });
      expect(part.json().StatusName).toBe('部分发货');
      // The buyer sees 部分发货 in the order detail (status and timeline) and in the enterprise order list.
      const partly = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(partly).toMatchObject({ Status: 30, StatusName: '部分发货' });
      expect(partly.Timeline.at(-1)).toMatchObject({ StatusName: '部分发货' });
      const listed = (await call('GET', '/api/Orders?pageSize=50', buyer))
        .json()
        .Items.find((o: { Id: number }) => o.Id === order.Id);
      expect(listed).toMatchObject({ Status: 30, StatusName: '部分发货' });
      // Still in the operator's to-ship queue, as 部分发货.
      expect(await fulfilmentOf(order.Id)).toMatchObject({ StatusName: '部分发货' });
      // Not everything shipped: the buyer cannot confirm yet.
      expect((await call('POST', `/api/Orders/${order.Id}/receive`, buyer)).statusCode).toBe(409);

      const rest = await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '京东物流',
        TrackingNo: 'JD0000000000002',
      });
      expect(rest.json().Status).toBe(40);
      expect(rest.json().Shipments[1].Items).toEqual([
        { OrderItemId: first!.OrderItemId, Name: expect.any(String), Quantity: 1 },
        { OrderItemId: second!.OrderItemId, Name: expect.any(String), Quantity: 1 },
      ]);
      expect(rest.json().AutoCompleteAt).not.toBeNull();
      expect(
        (
          await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
            Carrier: '京东物流',
            TrackingNo: 'JD0000000000003',
          })
        ).statusCode,
      ).toBe(409);

      const detail = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(detail).toMatchObject({ Status: 40, StatusName: '已发货' });
      const notes = detail.Timeline.map((t: { Note: string }) => t.Note);
      expect(notes.some((n: string) => n.startsWith('部分发货：顺丰速运 SF1000000000001'))).toBe(true);
      expect(notes.some((n: string) => n.startsWith('已发货：京东物流 JD0000000000002'))).toBe(true);

      // Another company cannot confirm it; the buyer can, once.
      const other = await tokenFor(getCtx(), 'other@demo.cn');
      expect((await call('POST', `/api/Orders/${order.Id}/receive`, other)).statusCode).toBe(404);
      expect((await call('POST', `/api/Orders/${order.Id}/receive`, buyer)).statusCode).toBe(204);
      expect((await call('POST', `/api/Orders/${order.Id}/receive`, buyer)).statusCode).toBe(409);
      expect((await call('GET', `/api/Orders/${order.Id}`, buyer)).json().Status).toBe(50);

      const mails = await rows<{ subject: string }>(
        getCtx().db,
        sql`select subject from outbox where subject like ${`%${order.OrderNo}%`} order by id`,
      );
      expect(mails.map((m) => m.subject)).toEqual([
        `【B2B 采购商城】订单 ${order.OrderNo} 已部分发货`,
        `【B2B 采购商城】订单 ${order.OrderNo} 已全部发货`,
        `【B2B 采购商城】订单 ${order.OrderNo} 已完成`,
      ]);
      const log = await audit(getCtx(), ops, `action=order.ship&entityId=${order.Id}`);
      expect(log.Total).toBe(2);
      expect(log.Items[1]!.After).toMatchObject({ Status: 30, TrackingNo: 'SF1000000000001' });
    });

    it('completes a shipped order by itself after the confirmation period', async () => {
      const { buyer, order } = await paidOrder([[27, 1]], 'b');
      await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '中通快递',
        TrackingNo: '780000000001',
      });
      const { completeShippedOrders, AUTO_COMPLETE_DAYS } = await import(
        '../../server/services/operator/fulfilment.js'
      );
      const deps = { db: getCtx().db, mailer: getCtx().app.mailer, config: getCtx().config };
      expect(
        await completeShippedOrders({ ...deps, now: new Date(Date.now() + (AUTO_COMPLETE_DAYS - 1) * 86_400_000) }),
      ).toBe(0);
      expect(
        await completeShippedOrders({ ...deps, now: new Date(Date.now() + (AUTO_COMPLETE_DAYS + 1) * 86_400_000) }),
      ).toBeGreaterThanOrEqual(1);
      const detail = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(detail.Status).toBe(50);
      expect(detail.Timeline.at(-1).Note).toBe(`发货 ${AUTO_COMPLETE_DAYS} 天后系统自动确认收货`);
    });

    it('the completion job honours AUTO_COMPLETE_DAYS from the configuration', async () => {
      const { loadConfig } = await import('../../server/config.js');
      expect(loadConfig({ AUTO_COMPLETE_DAYS: '3' }).autoCompleteDays).toBe(3);
      expect(loadConfig({}).autoCompleteDays).toBe(10);
      const { buyer, order } = await paidOrder([[35, 1]], 'days');
      await call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
        Carrier: '圆通速递',
        TrackingNo: 'YT0000000000003',
      });
      const { runShippedOrderJob } = await import('../../server/jobs/complete-shipped.js');
      const ctx = getCtx();
      const jobApp = (days: number) => ({
        db: ctx.db,
        mailer: ctx.app.mailer,
        log: ctx.app.log,
        config: { ...ctx.config, autoCompleteDays: days },
        now: () => new Date(Date.now() + 4 * 86_400_000),
      });
      // Four days after the parcel: not due with the default 10 days, due with 3.
      await runShippedOrderJob(jobApp(10));
      expect((await call('GET', `/api/Orders/${order.Id}`, buyer)).json().Status).toBe(40);
      expect(await runShippedOrderJob(jobApp(3))).toBeGreaterThanOrEqual(1);
      const detail = (await call('GET', `/api/Orders/${order.Id}`, buyer)).json();
      expect(detail.Status).toBe(50);
      expect(detail.Timeline.at(-1).Note).toBe('发货 3 天后系统自动确认收货');
    });
  });

  describe('races between two operators', () => {
    let second: string;
    beforeAll(async () => {
      const [op] = await getCtx()
        .db.insert(operators)
        .values({ email: `ops2-${getCtx().kind}@demo.cn`, name: '第二运营', passwordHash: 'x', roles: ['SuperAdmin'] })
        .returning();
      second = await issueOperatorToken(getCtx().config.jwtSecret, { operatorId: op!.id, version: 0 }, new Date());
    });

    it('one transfer confirmed by two operators at once is applied once', async () => {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      for (let round = 0; round < 3; round++) {
        const order = (await orderFromCart(getCtx(), buyer, [[63 + round, 1]])).json();
        const confirm = (token: string, ref: string) =>
          call('POST', '/api/Operator/transfers/confirm', token, {
            RemittanceCode: order.RemittanceCode,
            Amount: order.TotalAmount,
            BankRef: ref,
          });
        const results = await Promise.all([
          confirm(ops, `RACE-${getCtx().kind}-${round}-A`),
          confirm(second, `RACE-${getCtx().kind}-${round}-B`),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const paid = await rows<{ n: number }>(
          getCtx().db,
          sql`select count(*)::int as n from payments where order_id = ${order.Id} and status = 20`,
        );
        expect(paid[0]!.n).toBe(1);
        expect((await audit(getCtx(), ops, `action=payment.confirm-transfer&entityId=${order.Id}`)).Total).toBe(1);
      }
    });

    it('one order shipped by two operators at once goes out once', async () => {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      const order = (await orderFromCart(getCtx(), buyer, [[34, 2]])).json();
      await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: order.TotalAmount,
        BankRef: `SHIP-RACE-${getCtx().kind}`,
      });
      const results = await Promise.all([
        call('POST', `/api/Operator/orders/${order.Id}/ship`, ops, {
          Carrier: '顺丰速运',
          TrackingNo: 'SF2000000000001',
        }),
        call('POST', `/api/Operator/orders/${order.Id}/ship`, second, {
          Carrier: '顺丰速运',
          TrackingNo: 'SF2000000000002',
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const shipped = await rows<{ n: number; q: number }>(
        getCtx().db,
        sql`select (select count(*)::int from shipments where order_id = ${order.Id}) as n,
                   (select sum(shipped_quantity)::int from order_items where order_id = ${order.Id}) as q`,
      );
      expect(shipped[0]).toEqual({ n: 1, q: 2 });
    });

    it('two operators shipping part of one line at once cannot ship more than was ordered', async () => {
      const buyer = await tokenFor(getCtx(), 'buyer@demo.cn');
      const order = (await orderFromCart(getCtx(), buyer, [[36, 3]])).json();
      await call('POST', '/api/Operator/transfers/confirm', ops, {
        RemittanceCode: order.RemittanceCode,
        Amount: order.TotalAmount,
        BankRef: `SHIP-PART-RACE-${getCtx().kind}`,
      });
      const [line] = (
        (await call('GET', '/api/Operator/fulfilment?state=to-ship&pageSize=100', ops))
          .json()
          .Items.find((o: { OrderId: number }) => o.OrderId === order.Id) as { Lines: { OrderItemId: number }[] }
      ).Lines;
      // 2 + 2 of a line of 3: one parcel goes out, the other is refused with what is left.
      const part = (token: string, no: string) =>
        call('POST', `/api/Operator/orders/${order.Id}/ship`, token, {
          Carrier: '顺丰速运',
          TrackingNo: no,
          Lines: [{ OrderItemId: line!.OrderItemId, Quantity: 2 }],
        });
      const results = await Promise.all([part(ops, 'SF3000000001'), part(second, 'SF3000000002')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().Error).toMatch(/最多还可发 1/);
      const shipped = await rows<{ n: number; q: number; status: number }>(
        getCtx().db,
        sql`select (select count(*)::int from shipments where order_id = ${order.Id}) as n,
                   (select sum(shipped_quantity)::int from order_items where order_id = ${order.Id}) as q,
                   (select status from orders where id = ${order.Id}) as status`,
      );
      expect(shipped[0]).toEqual({ n: 1, q: 2, status: 30 });
      expect((await call('GET', `/api/Orders/${order.Id}`, buyer)).json().StatusName).toBe('部分发货');
    });

    it('one company approved and rejected at once gets one decision', async () => {
      const { companyId } = await createBuyers(getCtx(), 1, `race-review-${getCtx().kind}`);
      await getCtx().db.update(companies).set({ statusEnum: 20 }).where(sql`id = ${companyId}`);
      const results = await Promise.all([
        call('POST', `/api/Operator/companies/${companyId}/approve`, ops),
        call('POST', `/api/Operator/companies/${companyId}/reject`, second, { Reason: '资料不全' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await audit(getCtx(), ops, `entity=company&entityId=${companyId}`)).Total).toBe(1);
    });
  });

  describe('audit log', () => {
    it('filters by date and refuses a reversed range', async () => {
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      const res = await call('GET', `/api/Operator/audit?from=${today}&to=${today}`, ops);
      expect(res.statusCode).toBe(200);
      expect(res.json().Total).toBeGreaterThan(0);
      expect((await call('GET', '/api/Operator/audit?from=2026-02-01&to=2026-01-01', ops)).statusCode).toBe(400);
      expect((await call('GET', '/api/Operator/audit?from=2001-01-01&to=2001-01-02', ops)).json().Total).toBe(0);
    });
  });
});
