/**
 * Inquiries → quotes → orders (询价 → 报价 → 下单): operators list consultations and answer with a quote;
 * the company's buyer sees it, accepts it (an order at the quoted prices, recording its quote) or declines it.
 * Proves: the happy path end to end, every tampering case (other company, another user, changed price,
 * quantity, lines or total, expired, declined), accepting once only (replay, second accept, two accepts at
 * once), two operators quoting at once, audit entries, mail, the dashboard count and Chinese refusals.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, operators } from '../../server/db/schema.js';
import { issueOperatorToken } from '../../server/services/tokens.js';
import { formatDate } from '../../src/contract/dates.js';
import { auth, createBuyers, newKey, rows } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Method = 'GET' | 'POST';
const DAY = 86_400_000;

interface QuoteView {
  Id: number;
  QuoteNo: string;
  Status: number;
  StatusName: string;
  Items: { ProductId: number; Quantity: number; UnitPrice: string; Subtotal: string }[];
  TotalAmount: string;
  CanAccept: boolean;
  OrderId: number | null;
  OrderNo: string | null;
  ValidUntil: string;
  DeclineReason: string;
}

describeEachDatabase('quotes', (getCtx) => {
  let ops: string;
  let second: string;
  let asker: string; // company A's buyer (采购员) who asks
  let admin: string; // company A's admin: sees the company's quotes
  let colleague: string; // another buyer of company A: sees only their own
  let outsider: string; // company B's admin
  let askerEmail: string;
  let consultationProducts: number[];
  let onlineProduct: { id: number; stock: number };

  const call = (method: Method, url: string, token?: string, payload?: object, headers: object = {}) =>
    getCtx().app.inject({
      method,
      url,
      headers: { ...(token ? auth(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const today = () => formatDate(new Date(Date.now()));
  const dayPlus = (days: number) => formatDate(new Date(Date.now() + days * DAY));

  // Each inquiry from an address of its own: the file sends more than POST /api/Consultations allows one address
  // a minute (its 429 is tested in consultations.test.ts).
  let inquiries = 0;
  async function inquire(token: string | undefined, productId = consultationProducts[0]!) {
    inquiries++;
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Consultations',
      headers: token ? auth(token) : {},
      remoteAddress: `10.43.${Math.floor(inquiries / 250)}.${(inquiries % 250) + 1}`,
      payload: {
        ProductId: productId,
        ContactName: '张三',
        Mobile: '13800138000',
        CompanyName: '询价测试公司',
        Quantity: 3,
        Requirement: '需要 3 台，含安装',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().Id as number;
  }

  const quoteBody = (over: Record<string, unknown> = {}) => ({
    Region: 1,
    ValidUntil: dayPlus(7),
    Note: '含税含运费',
    Items: [
      { ProductId: consultationProducts[0]!, Quantity: 3, UnitPrice: '1280.5' },
      { ProductId: onlineProduct.id, Quantity: 2, UnitPrice: '99.90' },
    ],
    ...over,
  });

  async function quoted(token = asker, body = quoteBody()) {
    const id = await inquire(token);
    const res = await call('POST', `/api/Operator/inquiries/${id}/quote`, ops, body);
    expect(res.statusCode, res.body).toBe(201);
    return { consultationId: id, quote: res.json().Quote as QuoteView };
  }

  const acceptBody = (q: QuoteView, over: Record<string, unknown> = {}) => ({
    Items: q.Items.map((l) => ({ ProductId: l.ProductId, Quantity: l.Quantity, UnitPrice: l.UnitPrice })),
    TotalAmount: q.TotalAmount,
    ...over,
  });
  const accept = (token: string, q: QuoteView, over: Record<string, unknown> = {}, key = newKey('accept')) =>
    call('POST', `/api/Quotes/${q.Id}/accept`, token, acceptBody(q, over), { 'idempotency-key': key });
  const ordersOf = async (quoteId: number) =>
    (await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders where quote_id = ${quoteId}`))[0]!
      .n;

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
      .values({ email: `ops-quotes-${ctx.kind}@demo.cn`, name: '第二运营', passwordHash: 'x', roles: ['Service'] })
      .returning();
    second = await issueOperatorToken(ctx.config.jwtSecret, { operatorId: op!.id, version: 0 }, new Date());
    const a = await createBuyers(ctx, 3, `quotes-a-${ctx.kind}`);
    [admin, asker, colleague] = a.tokens as [string, string, string];
    askerEmail = `quotes-a-${ctx.kind}-1@test.cn`;
    outsider = (await createBuyers(ctx, 1, `quotes-b-${ctx.kind}`)).tokens[0]!;
    const consult = (
      await ctx.app.inject({ method: 'GET', url: '/api/Products?catalogue=consultation&pageSize=5' })
    ).json();
    consultationProducts = consult.Items.map((p: { Id: number }) => p.Id);
    const [online] = await rows<{ id: number; stock: number }>(
      ctx.db,
      sql`select id, stock from products where catalogue = 'online' and on_sale and stock > 100 order by id limit 1`,
    );
    onlineProduct = online!;
  });

  it('quotes an inquiry, the buyer accepts it: an order at the quoted prices that records its quote', async () => {
    const before = (await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InquiriesToQuote as number;
    const id = await inquire(asker);
    expect((await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InquiriesToQuote).toBe(before + 1);

    const waiting = (await call('GET', '/api/Operator/inquiries?status=0&pageSize=100', ops)).json();
    const listed = waiting.Items.find((i: { Id: number }) => i.Id === id);
    expect(listed).toMatchObject({ Status: 0, StatusName: '待报价', Quantity: 3, Quote: null });
    expect(listed.Account).toMatchObject({ Email: askerEmail, CompanyName: `quotes-a-${getCtx().kind} 测试公司` });

    const res = await call('POST', `/api/Operator/inquiries/${id}/quote`, ops, quoteBody());
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json().Quote as QuoteView;
    expect(res.json().Status).toBe(10);
    expect(q.QuoteNo).toMatch(/^BJ\d{8}\d{4,}$/);
    // 3 × 1280.50 + 2 × 99.90, exact.
    expect(q.TotalAmount).toBe('4041.30');
    expect(q.Items.map((l) => l.UnitPrice)).toEqual(['1280.50', '99.90']);
    expect((await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InquiriesToQuote).toBe(before);

    // Audited, and the asker is mailed a link to the quote.
    const entries = (await call('GET', `/api/Operator/audit?action=quote.create&entityId=${q.Id}`, ops)).json();
    expect(entries.Total).toBe(1);
    expect(entries.Items[0]).toMatchObject({ ActionName: '报价', Before: null, After: { TotalAmount: '4041.30' } });
    const mail = await rows<{ subject: string; text: string }>(
      getCtx().db,
      sql`select subject, text from outbox where "to" = ${askerEmail} order by id desc limit 1`,
    );
    expect(mail[0]!.text).toContain(`/enterprise/quotes?id=${q.Id}`);
    expect(mail[0]!.subject).toContain(q.QuoteNo);

    // The buyer's list (also filtered by the product: its inquiry state) and the company admin see it.
    const mine = (await call('GET', `/api/Quotes?productId=${consultationProducts[0]}`, asker)).json();
    expect(mine.Items.some((x: QuoteView) => x.Id === q.Id && x.CanAccept && x.StatusName === '待确认')).toBe(true);
    expect((await call('GET', `/api/Quotes/${q.Id}`, admin)).statusCode).toBe(200);

    const stock = async () =>
      (await rows<{ stock: number }>(getCtx().db, sql`select stock from products where id = ${onlineProduct.id}`))[0]!
        .stock;
    const stockBefore = await stock();
    const key = newKey('accept');
    const placed = await accept(asker, q, { Note: '按报价采购' }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ TotalAmount: '4041.30', Status: 10, QuoteId: q.Id, Region: 1, CanPay: true });
    expect(order.Items.map((i: { UnitPrice: string; Quantity: number }) => [i.UnitPrice, i.Quantity])).toEqual([
      ['1280.50', 3],
      ['99.90', 2],
    ]);
    // Online products take stock as a checkout does; consultation products are sourced per quote.
    expect(await stock()).toBe(stockBefore - 2);
    expect((await call('GET', `/api/Orders/${order.Id}`, asker)).json().QuoteId).toBe(q.Id);

    const after = (await call('GET', `/api/Quotes/${q.Id}`, asker)).json();
    expect(after).toMatchObject({ Status: 20, StatusName: '已接受', OrderId: order.Id, CanAccept: false });
    expect((await call('GET', `/api/Operator/inquiries/${id}`, ops)).json()).toMatchObject({
      Status: 20,
      StatusName: '已接受',
    });

    // Once only: the same key replays the same order; a new key is refused.
    const replay = await accept(asker, q, { Note: '按报价采购' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().Id).toBe(order.Id);
    const again = await accept(asker, q);
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toContain('已接受');
    expect(again.json().Error).toContain(order.OrderNo);
    expect(await ordersOf(q.Id)).toBe(1);
  });

  describe('tampering is refused and creates nothing', () => {
    let q: QuoteView;
    beforeAll(async () => {
      q = (await quoted()).quote;
    });
    const refused = async (res: Awaited<ReturnType<typeof accept>>, status: number, text: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().Error).toContain(text);
      expect(await ordersOf(q.Id)).toBe(0);
    };

    it('another company cannot see, accept or decline it', async () => {
      expect((await call('GET', `/api/Quotes/${q.Id}`, outsider)).statusCode).toBe(404);
      expect((await call('GET', '/api/Quotes?pageSize=100', outsider)).json().Total).toBe(0);
      await refused(await accept(outsider, q), 404, '报价不存在');
      expect((await call('POST', `/api/Quotes/${q.Id}/decline`, outsider, {})).statusCode).toBe(404);
    });

    it('another buyer of the same company cannot accept it (only the asker and the admin)', async () => {
      expect((await call('GET', `/api/Quotes/${q.Id}`, colleague)).statusCode).toBe(404);
      await refused(await accept(colleague, q), 404, '报价不存在');
    });

    it('a changed unit price, quantity, line or total is refused', async () => {
      const lines = acceptBody(q).Items;
      const cheaper = [{ ...lines[0]!, UnitPrice: '1.00' }, lines[1]!];
      await refused(await accept(asker, q, { Items: cheaper }), 409, '已变更');
      const more = [{ ...lines[0]!, Quantity: 30 }, lines[1]!];
      await refused(await accept(asker, q, { Items: more }), 409, '已变更');
      await refused(await accept(asker, q, { Items: [lines[0]!] }), 409, '已变更');
      const swapped = [lines[0]!, { ...lines[1]!, ProductId: consultationProducts[1]! }];
      await refused(await accept(asker, q, { Items: swapped }), 409, '已变更');
      await refused(await accept(asker, q, { TotalAmount: '1.00' }), 409, '已变更');
      // Still pending and acceptable as quoted.
      expect((await call('GET', `/api/Quotes/${q.Id}`, asker)).json().CanAccept).toBe(true);
    });

    it('accepting needs a login and an Idempotency-Key', async () => {
      expect((await call('POST', `/api/Quotes/${q.Id}/accept`, undefined, acceptBody(q))).statusCode).toBe(401);
      const noKey = await call('POST', `/api/Quotes/${q.Id}/accept`, asker, acceptBody(q));
      expect(noKey.statusCode).toBe(400);
      expect(await ordersOf(q.Id)).toBe(0);
    });
  });

  it("GET /api/Consultations lists the buyer's own inquiries (admin: the company's), never another company's", async () => {
    const product = consultationProducts.at(-1)!;
    const other = consultationProducts[0]!;
    const mine = async (token: string | undefined, productId = product) => {
      const res = await call('GET', `/api/Consultations?productId=${productId}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Items as { Id: number; ConsultationNo: string; ProductId: number; QuoteId: number | null }[];
    };
    const anonymous = await call('GET', `/api/Consultations?productId=${product}`);
    expect(anonymous.statusCode).toBe(401);

    const id = await inquire(asker, product);
    const anonymousInquiry = await inquire(undefined, product);
    const outsiders = await inquire(outsider, product);

    const asked = await mine(asker);
    expect(asked.map((c) => c.Id)).toContain(id);
    expect(asked.map((c) => c.Id)).not.toContain(anonymousInquiry);
    expect(asked.map((c) => c.Id)).not.toContain(outsiders);
    const entry = asked.find((c) => c.Id === id)!;
    expect(entry).toMatchObject({ ProductId: product, Quantity: 3, QuoteId: null, AskedOn: today() });
    expect(entry.ConsultationNo).toBe(`ZX${today().replaceAll('-', '')}${String(id).padStart(4, '0')}`);
    // The company admin sees the company's inquiries; a colleague and another company see none of them.
    expect((await mine(admin)).map((c) => c.Id)).toContain(id);
    expect((await mine(colleague)).map((c) => c.Id)).not.toContain(id);
    const theirs = (await mine(outsider)).map((c) => c.Id);
    expect(theirs).toContain(outsiders);
    expect(theirs).not.toContain(id);
    // Filtered by product.
    expect((await mine(asker, other)).map((c) => c.Id)).not.toContain(id);

    // Once quoted, the inquiry carries its quote.
    const body = quoteBody({ Items: [{ ProductId: product, Quantity: 3, UnitPrice: '88.00' }] });
    const quoted = await call('POST', `/api/Operator/inquiries/${id}/quote`, ops, body);
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect((await mine(asker)).find((c) => c.Id === id)?.QuoteId).toBe(quoted.json().Quote.Id);
  });

  it('an expired quote reads 已过期 and cannot be accepted', async () => {
    const { consultationId, quote } = await quoted(asker, quoteBody({ ValidUntil: today() }));
    expect(quote.Status).toBe(10);
    // Its validity day passes (an operator cannot date a quote in the past, so the row is moved back).
    await getCtx().db.execute(sql`update quotes set valid_until = ${dayPlus(-1)} where id = ${quote.Id}`);
    const seen = (await call('GET', `/api/Quotes/${quote.Id}`, asker)).json();
    expect(seen).toMatchObject({ Status: 40, StatusName: '已过期', CanAccept: false });
    const res = await accept(asker, quote);
    expect(res.statusCode).toBe(409);
    expect(res.json().Error).toContain('报价已过期');
    expect(await ordersOf(quote.Id)).toBe(0);
    const expired = (await call('GET', '/api/Operator/inquiries?status=40&pageSize=100', ops)).json();
    expect(expired.Items.some((i: { Id: number }) => i.Id === consultationId)).toBe(true);
    const buyerExpired = (await call('GET', '/api/Quotes?status=40&pageSize=100', asker)).json();
    expect(buyerExpired.Items.some((x: QuoteView) => x.Id === quote.Id)).toBe(true);
    const pending = (await call('GET', '/api/Quotes?status=10&pageSize=100', asker)).json();
    expect(pending.Items.some((x: QuoteView) => x.Id === quote.Id)).toBe(false);
  });

  it('cancelling its order gives the quote back (待确认) to be ordered again; its history keeps the cancelled order', async () => {
    const { quote } = await quoted();
    const first = await accept(asker, quote);
    expect(first.statusCode, first.body).toBe(201);
    expect((await call('GET', `/api/Quotes/${quote.Id}`, asker)).json()).toMatchObject({
      Status: 20,
      CanAccept: false,
    });
    const cancelled = await call('POST', `/api/Orders/${first.json().Id}/cancel`, asker);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = (await call('GET', `/api/Quotes/${quote.Id}`, asker)).json();
    expect(back).toMatchObject({ Status: 10, StatusName: '待确认', CanAccept: true, OrderId: null });
    expect(back.CancelledOrders).toEqual([{ Id: first.json().Id, OrderNo: first.json().OrderNo }]);
    const again = await accept(asker, quote);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().QuoteId).toBe(quote.Id);
    const after = (await call('GET', `/api/Quotes/${quote.Id}`, asker)).json();
    expect(after).toMatchObject({ Status: 20, OrderId: again.json().Id });
    expect(await ordersOf(quote.Id)).toBe(2);
    // A third accept is refused while the second order lives.
    expect((await accept(asker, quote)).statusCode).toBe(409);
  });

  it('a quote whose order is cancelled after its validity day reads 已过期', async () => {
    const { quote } = await quoted(asker, quoteBody({ ValidUntil: today() }));
    const order = await accept(asker, quote);
    expect(order.statusCode, order.body).toBe(201);
    await getCtx().db.execute(sql`update quotes set valid_until = ${dayPlus(-1)} where id = ${quote.Id}`);
    expect((await call('POST', `/api/Orders/${order.json().Id}/cancel`, asker)).statusCode).toBe(200);
    const seen = (await call('GET', `/api/Quotes/${quote.Id}`, asker)).json();
    expect(seen).toMatchObject({ Status: 40, StatusName: '已过期', CanAccept: false });
    expect(seen.CancelledOrders).toHaveLength(1);
    expect((await accept(asker, quote)).statusCode).toBe(409);
  });

  it('a declined quote keeps its reason and cannot be accepted afterwards', async () => {
    const { consultationId, quote } = await quoted();
    const res = await call('POST', `/api/Quotes/${quote.Id}/decline`, asker, { Reason: '预算不足' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 30, StatusName: '已拒绝', DeclineReason: '预算不足' });
    const late = await accept(asker, quote);
    expect(late.statusCode).toBe(409);
    expect(late.json().Error).toContain('已拒绝');
    expect((await call('GET', `/api/Operator/inquiries/${consultationId}`, ops)).json().Status).toBe(30);
  });

  describe('operator quoting', () => {
    it('refuses bad quotes with a Chinese message and writes nothing', async () => {
      const id = await inquire(asker);
      const post = (body: object) => call('POST', `/api/Operator/inquiries/${id}/quote`, ops, body);
      const cases: [object, string][] = [
        [quoteBody({ ValidUntil: dayPlus(-1) }), '有效期不能早于今天'],
        [quoteBody({ ValidUntil: dayPlus(400) }), '有效期最长'],
        [quoteBody({ Items: [{ ProductId: 2_000_000, Quantity: 1, UnitPrice: '10' }] }), '商品不存在或已下架'],
        [quoteBody({ Items: [{ ProductId: consultationProducts[0]!, Quantity: 1, UnitPrice: '0' }] }), '单价须大于 0'],
        [quoteBody({ Items: [{ ProductId: consultationProducts[0]!, Quantity: 1, UnitPrice: '1.999' }] }), '单价'],
        [quoteBody({ Region: 999 }), '收货区域无效'],
      ];
      for (const [body, text] of cases) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().Error).toContain(text);
      }
      expect((await call('GET', `/api/Operator/inquiries/${id}`, ops)).json()).toMatchObject({
        Status: 0,
        Quote: null,
      });
      expect((await call('POST', '/api/Operator/inquiries/2000000/quote', ops, quoteBody())).statusCode).toBe(404);
    });

    it("a visitor's inquiry cannot be quoted online, and an answered one is not quoted twice", async () => {
      const visitor = await inquire(undefined);
      const res = await call('POST', `/api/Operator/inquiries/${visitor}/quote`, ops, quoteBody());
      expect(res.statusCode).toBe(409);
      expect(res.json().Error).toContain('未登录访客');
      const { consultationId } = await quoted();
      const twice = await call('POST', `/api/Operator/inquiries/${consultationId}/quote`, second, quoteBody());
      expect(twice.statusCode).toBe(409);
      expect(twice.json().Error).toContain('已有报价');
    });

    it('the operator closes an inquiry with a note: it leaves the 待报价 queue and the dashboard count', async () => {
      const waiting = async () =>
        (await call('GET', '/api/Operator/inquiries?status=0&pageSize=100', ops)).json().Total as number;
      const toQuote = async () =>
        (await call('GET', '/api/Operator/dashboard', ops)).json().Queues.InquiriesToQuote as number;
      const visitor = await inquire(undefined);
      const before = { waiting: await waiting(), dashboard: await toQuote() };
      const contacted = await call('POST', `/api/Operator/inquiries/${visitor}/close`, ops, {
        Outcome: 'contacted',
        Note: '已电话联系，客户下周来访',
      });
      expect(contacted.statusCode, contacted.body).toBe(200);
      expect(contacted.json()).toMatchObject({
        Status: 50,
        StatusName: '已联系',
        Closed: { Outcome: 'contacted', Note: '已电话联系，客户下周来访' },
      });
      expect(await waiting()).toBe(before.waiting - 1);
      expect(await toQuote()).toBe(before.dashboard - 1);
      const listed = (await call('GET', '/api/Operator/inquiries?status=50&pageSize=100', ops)).json();
      expect(listed.Items.map((i: { Id: number }) => i.Id)).toContain(visitor);
      // Closed once; a closed one is not quoted; 已关闭 needs a reason.
      expect(
        (await call('POST', `/api/Operator/inquiries/${visitor}/close`, ops, { Outcome: 'closed', Note: 'x' }))
          .statusCode,
      ).toBe(409);
      const buyerAsked = await inquire(asker);
      const noReason = await call('POST', `/api/Operator/inquiries/${buyerAsked}/close`, ops, { Outcome: 'closed' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().Field).toBe('Note');
      const closed = await call('POST', `/api/Operator/inquiries/${buyerAsked}/close`, ops, {
        Outcome: 'closed',
        Note: '重复咨询',
      });
      expect(closed.json()).toMatchObject({ Status: 60, StatusName: '已关闭' });
      expect((await call('POST', `/api/Operator/inquiries/${buyerAsked}/quote`, ops, quoteBody())).statusCode).toBe(
        409,
      );
      // A quoted inquiry is not closed (the buyer decides on the quote).
      const { consultationId } = await quoted();
      expect(
        (await call('POST', `/api/Operator/inquiries/${consultationId}/close`, ops, { Outcome: 'contacted' }))
          .statusCode,
      ).toBe(409);
      const audit = (await call('GET', `/api/Operator/audit?action=inquiry.close&entityId=${visitor}`, ops)).json();
      expect(audit.Items).toHaveLength(1);
    });

    it('a company that is not verified cannot accept a quote (403), and can once verified', async () => {
      const made = await createBuyers(getCtx(), 1, `quotes-unverified-${getCtx().kind}`);
      const token = made.tokens[0]!;
      const { quote } = await quoted(token);
      await getCtx().db.update(companies).set({ statusEnum: 10 }).where(sql`id = ${made.companyId}`);
      const refused = await accept(token, quote);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Error).toContain('完善企业信息');
      await getCtx().db.update(companies).set({ statusEnum: 30 }).where(sql`id = ${made.companyId}`);
      expect((await accept(token, quote)).statusCode).toBe(201);
    });

    it('the quoting routes are refused to company users and visitors', async () => {
      for (const token of [admin, asker, undefined]) {
        expect((await call('GET', '/api/Operator/inquiries', token)).statusCode).toBe(403);
        expect((await call('POST', '/api/Operator/inquiries/1/quote', token, quoteBody())).statusCode).toBe(403);
      }
      expect((await call('GET', '/api/Quotes')).statusCode).toBe(401);
    });
  });

  describe('races', () => {
    it('two operators quoting one inquiry at once make one quote and one audit entry', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await inquire(asker);
        const results = await Promise.all([
          call('POST', `/api/Operator/inquiries/${id}/quote`, ops, quoteBody()),
          call('POST', `/api/Operator/inquiries/${id}/quote`, second, quoteBody({ Note: '第二位运营' })),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const made = await rows<{ id: number }>(getCtx().db, sql`select id from quotes where consultation_id = ${id}`);
        expect(made).toHaveLength(1);
        const entries = (
          await call('GET', `/api/Operator/audit?action=quote.create&entityId=${made[0]!.id}`, ops)
        ).json();
        expect(entries.Total).toBe(1);
      }
    });

    it('two accepts at once (different keys, asker and admin) make one order', async () => {
      for (let round = 0; round < 3; round++) {
        const { quote } = await quoted();
        const results = await Promise.all([accept(asker, quote), accept(admin, quote)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        expect(await ordersOf(quote.Id)).toBe(1);
        const seen = (await call('GET', `/api/Quotes/${quote.Id}`, asker)).json();
        expect(seen.Status).toBe(20);
        expect(seen.OrderId).toBe(results.find((r) => r.statusCode === 201)!.json().Id);
      }
    });
  });
});
