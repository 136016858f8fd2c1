/**
 * A quote's terms and versions (报价条款与版本), on both databases: the operator's terms are validated (Chinese
 * refusals), the totals with tax and freight are exact, the buyer asks for a revision and the operator answers
 * with version 2 (version 1 kept read-only), only the newest version can be accepted, an old and a new accept
 * at once make at most one order (and an accept racing a new version too), the order links its quote, and the
 * quote PDF goes to the buyer's company and operators only (another company 404) with the company in it.
 */
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/contract/dates.js';
import { auth, createBuyers, newKey, rows } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Method = 'GET' | 'POST';
const DAY = 86_400_000;

interface QuoteView {
  Id: number;
  QuoteNo: string;
  Status: number;
  Version: number;
  Items: { ProductId: number; Quantity: number; UnitPrice: string }[];
  TotalAmount: string;
  GoodsAmount: string;
  TaxAmount: string;
  Terms: Record<string, unknown>;
  Versions: { Version: number; TotalAmount: string; RevisionNote: string | null; Items: { UnitPrice: string }[] }[];
  RevisionRequested: boolean;
  CanRequestRevision: boolean;
  CanAccept: boolean;
}

/** The text a PDF shows: its content streams inflated, each glyph run mapped back through the font's ToUnicode. */
function pdfText(pdf: Buffer): string {
  const streams: Buffer[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)));
    } catch {
      // not a deflated stream (the font file itself is, but fails as text: ignored below)
    }
  }
  const map = new Map<string, string>();
  for (const s of streams.map((b) => b.toString('latin1'))) {
    for (const block of s.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, rest] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const from = Number.parseInt(lo!, 16);
        const to = Number.parseInt(hi!, 16);
        const targets = [...rest!.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]!);
        for (let g = from; g <= to; g++) {
          const utf16 = rest!.startsWith('[')
            ? targets[g - from]
            : (Number.parseInt(targets[0]!, 16) + (g - from)).toString(16).padStart(4, '0');
          if (!utf16) continue;
          const units = utf16.match(/.{4}/g)!.map((u) => Number.parseInt(u, 16));
          map.set(g.toString(16).padStart(4, '0'), String.fromCharCode(...units));
        }
      }
    }
  }
  let text = '';
  for (const s of streams.map((b) => b.toString('latin1'))) {
    for (const [, hex] of s.matchAll(/<([0-9a-f]+)>/gi)) {
      for (let i = 0; i + 4 <= hex!.length; i += 4) text += map.get(hex!.slice(i, i + 4).toLowerCase()) ?? '';
    }
  }
  return text;
}

describeEachDatabase('quote terms and versions', (getCtx) => {
  let ops: string;
  let product: number;
  let online: number;
  const call = (method: Method, url: string, token?: string, payload?: object, headers: object = {}) =>
    getCtx().app.inject({
      method,
      url,
      headers: { ...(token ? auth(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const dayPlus = (days: number) => formatDate(new Date(Date.now() + days * DAY));
  let inquiries = 0;

  const body = (over: Record<string, unknown> = {}) => ({
    Region: 1,
    ValidUntil: dayPlus(10),
    Note: '按图纸定制',
    Items: [
      { ProductId: product, Quantity: 3, UnitPrice: '1280.50' },
      { ProductId: online, Quantity: 2, UnitPrice: '99.90' },
    ],
    TaxMode: 'excluded',
    TaxRate: '13',
    Freight: '88.80',
    LeadDays: 15,
    PaymentTerms: 'net30',
    PaymentNote: '开票后付款',
    ...over,
  });
  async function inquire(token: string) {
    inquiries++;
    const res = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Consultations',
      headers: auth(token),
      remoteAddress: `10.51.${Math.floor(inquiries / 250)}.${(inquiries % 250) + 1}`,
      payload: {
        ProductId: product,
        ContactName: '李四',
        Mobile: '13800138000',
        CompanyName: '条款测试',
        Quantity: 3,
        Requirement: '按图纸定制 3 台',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().Id as number;
  }
  async function quoted(token: string, over: Record<string, unknown> = {}) {
    const id = await inquire(token);
    const res = await call('POST', `/api/Operator/inquiries/${id}/quote`, ops, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return { consultationId: id, quote: res.json().Quote as QuoteView };
  }
  const accept = (token: string, q: QuoteView, over: Record<string, unknown> = {}) =>
    call(
      'POST',
      `/api/Quotes/${q.Id}/accept`,
      token,
      {
        Items: q.Items.map((l) => ({ ProductId: l.ProductId, Quantity: l.Quantity, UnitPrice: l.UnitPrice })),
        TotalAmount: q.TotalAmount,
        Version: q.Version,
        ...over,
      },
      { 'idempotency-key': newKey('qt') },
    );
  const ordersOf = async (quoteId: number) =>
    (await rows<{ n: number }>(getCtx().db, sql`select count(*)::int as n from orders where quote_id = ${quoteId}`))[0]!
      .n;
  const buyer = async (label: string) => (await createBuyers(getCtx(), 2, `${label}-${getCtx().kind}`)).tokens;

  beforeAll(async () => {
    const ctx = getCtx();
    ops = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
    product = (await ctx.app.inject({ method: 'GET', url: '/api/Products?catalogue=consultation&pageSize=1' })).json()
      .Items[0].Id;
    const [o] = await rows<{ id: number }>(
      ctx.db,
      sql`select id from products where catalogue = 'online' and on_sale and stock > 100 order by id limit 1`,
    );
    online = o!.id;
  });

  it('refuses terms out of the rules with a Chinese message on the field', async () => {
    const [admin] = await buyer('qt-valid');
    const id = await inquire(admin!);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ TaxRate: '10' }, 'TaxRate', /税率/],
      [{ Freight: '-5' }, 'Freight', /运费/],
      [{ Freight: '12.345' }, 'Freight', /运费/],
      [{ LeadDays: 0 }, 'LeadDays', /交期/],
      [{ PaymentTerms: 'barter' }, 'PaymentTerms', /付款方式/],
      [{ PaymentTerms: 'other', PaymentNote: '  ' }, 'PaymentNote', /付款说明/],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', `/api/Operator/inquiries/${id}/quote`, ops, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().Field, JSON.stringify(over)).toBe(field);
      expect(res.json().Error).toMatch(message);
    }
  });

  it('adds tax on top (不含税) or shows the tax the prices include (含税), freight last, exact; the order links its quote', async () => {
    const [admin] = await buyer('qt-totals');
    // 3 × 1280.50 + 2 × 99.90 = 4041.30; 13 % on top = 525.369 → 525.37; + 88.80 freight.
    const { quote } = await quoted(admin!);
    expect(quote).toMatchObject({ GoodsAmount: '4041.30', TaxAmount: '525.37', TotalAmount: '4655.47', Version: 1 });
    expect(quote.Terms).toMatchObject({
      TaxMode: 'excluded',
      TaxRate: '13',
      Freight: '88.80',
      LeadDays: 15,
      PaymentTerms: 'net30',
      PaymentTermsName: '月结 30 天',
      PaymentNote: '开票后付款',
    });
    // 9 % included: 4041.30 − 4041.30 / 1.09 = 333.6853… → 333.69, the total stays the lines (包邮).
    const { quote: included } = await quoted(admin!, { TaxMode: 'included', TaxRate: '9', Freight: '0' });
    expect(included).toMatchObject({ GoodsAmount: '4041.30', TaxAmount: '333.69', TotalAmount: '4041.30' });
    expect(included.Terms).toMatchObject({ TaxModeName: '含税价', Freight: '0.00' });

    const placed = await accept(admin!, quote);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      TotalAmount: '4655.47',
      QuoteId: quote.Id,
      QuoteNo: quote.QuoteNo,
      QuoteVersion: 1,
      Note: '',
    });
    const detail = (await call('GET', `/api/Orders/${placed.json().Id}`, admin)).json();
    expect(detail).toMatchObject({ QuoteId: quote.Id, QuoteNo: quote.QuoteNo, QuoteVersion: 1 });
  });

  it('revision: the buyer asks with a note, the operator sends version 2, version 1 stays, only the newest is accepted', async () => {
    const [admin] = await buyer('qt-rev');
    const { consultationId, quote: v1 } = await quoted(admin!);
    expect(v1.CanRequestRevision).toBe(true);
    expect((await call('POST', `/api/Quotes/${v1.Id}/revision`, admin, { Note: '' })).statusCode).toBe(400);
    const asked = await call('POST', `/api/Quotes/${v1.Id}/revision`, admin, { Note: '单价能否降到 1200？' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ RevisionRequested: true, CanRequestRevision: false, Version: 1 });
    const again = await call('POST', `/api/Quotes/${v1.Id}/revision`, admin, { Note: '再问一次' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toContain('等待');
    // The console sees the request on the inquiry.
    const inquiry = (await call('GET', `/api/Operator/inquiries/${consultationId}`, ops)).json();
    expect(inquiry.Quote.Versions[0].RevisionNote).toBe('单价能否降到 1200？');

    const v2res = await call(
      'POST',
      `/api/Operator/inquiries/${consultationId}/quote/versions`,
      ops,
      body({ Items: [{ ProductId: product, Quantity: 3, UnitPrice: '1200' }], Freight: '0', LeadDays: 20 }),
    );
    expect(v2res.statusCode, v2res.body).toBe(201);
    const v2 = (await call('GET', `/api/Quotes/${v1.Id}`, admin)).json() as QuoteView;
    // 3600 + 13 % = 4068.00, 包邮.
    expect(v2).toMatchObject({ Version: 2, TotalAmount: '4068.00', RevisionRequested: false, CanAccept: true });
    expect(v2.Versions.map((v) => [v.Version, v.TotalAmount])).toEqual([
      [1, '4655.47'],
      [2, '4068.00'],
    ]);
    expect(v2.Versions[0]!.Items.map((l) => l.UnitPrice)).toEqual(['1280.50', '99.90']);
    expect(v2.Versions[0]!.RevisionNote).toBe('单价能否降到 1200？');
    const audit = (await call('GET', `/api/Operator/audit?action=quote.revise&entityId=${v1.Id}`, ops)).json();
    expect(audit.Items[0]).toMatchObject({ ActionName: '发送报价新版本', After: { Version: 2 } });

    // Version 1, as the buyer saw it: refused, with or without its version number.
    const old = await accept(admin!, v1);
    expect(old.statusCode).toBe(409);
    expect(old.json().Error).toContain('版本 2');
    expect((await accept(admin!, v1, { Version: undefined })).statusCode).toBe(409);
    expect(await ordersOf(v1.Id)).toBe(0);
    const placed = await accept(admin!, v2);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ TotalAmount: '4068.00', QuoteVersion: 2 });
    // Accepted: no further version, no revision request.
    const late = await call('POST', `/api/Operator/inquiries/${consultationId}/quote/versions`, ops, body());
    expect(late.statusCode).toBe(409);
    expect((await call('POST', `/api/Quotes/${v1.Id}/revision`, admin, { Note: '还能改吗' })).statusCode).toBe(409);
  });

  describe('races', () => {
    it('an accept of the old and one of the new version at once make at most one order, at the newest version', async () => {
      for (let round = 0; round < 3; round++) {
        const [admin] = await buyer(`qt-race-${round}`);
        const { consultationId, quote: v1 } = await quoted(admin!);
        const sent = await call(
          'POST',
          `/api/Operator/inquiries/${consultationId}/quote/versions`,
          ops,
          body({ Freight: '0' }),
        );
        expect(sent.statusCode).toBe(201);
        const v2 = (await call('GET', `/api/Quotes/${v1.Id}`, admin)).json() as QuoteView;
        const results = await Promise.all([accept(admin!, v1), accept(admin!, v2), accept(admin!, v2)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
        expect(await ordersOf(v1.Id)).toBe(1);
        expect(results.find((r) => r.statusCode === 201)!.json().QuoteVersion).toBe(2);
      }
    });

    it('an accept racing a new version: either the order at version 1 and the version refused, or the reverse', async () => {
      for (let round = 0; round < 3; round++) {
        const [admin] = await buyer(`qt-race-rev-${round}`);
        const { consultationId, quote: v1 } = await quoted(admin!);
        const [placed, sent] = await Promise.all([
          accept(admin!, v1),
          call('POST', `/api/Operator/inquiries/${consultationId}/quote/versions`, ops, body({ Freight: '1' })),
        ]);
        expect([placed.statusCode, sent.statusCode].sort()).toEqual([201, 409]);
        expect(await ordersOf(v1.Id)).toBe(placed.statusCode === 201 ? 1 : 0);
      }
    });
  });

  it('the quote PDF: the buyer company and operators only, a PDF with the company, terms and version', async () => {
    const [admin, colleague] = await buyer('qt-pdf');
    const [outsider] = await buyer('qt-pdf-other');
    const { consultationId, quote } = await quoted(admin!);
    await call('POST', `/api/Operator/inquiries/${consultationId}/quote/versions`, ops, body({ LeadDays: 30 }));

    const res = await call('GET', `/api/Quotes/${quote.Id}/pdf`, admin);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`报价单-${quote.QuoteNo}-v2.pdf`));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`qt-pdf-${getCtx().kind} 测试公司`);
    expect(text).toContain('版本 2');
    expect(text).toContain('月结 30 天');
    expect(text).toContain('付款后 30 天内发货');
    expect(text).toContain('¥4,655.47');

    const v1 = await call('GET', `/api/Quotes/${quote.Id}/pdf?version=1`, admin);
    expect(v1.statusCode).toBe(200);
    expect(pdfText(v1.rawPayload)).toContain('历史版本');
    expect((await call('GET', `/api/Quotes/${quote.Id}/pdf?version=9`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/Operator/quotes/${quote.Id}/pdf`, ops)).statusCode).toBe(200);

    // Another company, and a non-admin colleague (who does not see the quote at all): 404; no token: 401.
    expect((await call('GET', `/api/Quotes/${quote.Id}/pdf`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/Quotes/${quote.Id}/pdf`, colleague)).statusCode).toBe(404);
    expect((await call('GET', `/api/Quotes/${quote.Id}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', `/api/Operator/quotes/${quote.Id}/pdf`, admin)).statusCode).toBe(403);
  });
});
