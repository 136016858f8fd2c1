/**
 * 转账回单: the buyer uploads a picture or a PDF of the transfer for an order waiting for it or for a 合并转账
 * (the site's upload rules: the type read from the bytes, ≤ 5 MB), kept in the database; the operator sees it
 * beside the order or batch in 收款 and opens it; nobody of another company does; a paid order takes no more.
 */
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Voucher = { Id: number; ContentType: string; Url: string; ThumbnailUrl: string };

describeEachDatabase('transfer vouchers', (ctx) => {
  let buyer: string;
  let other: string;
  let ops: string;
  let png: Buffer;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  beforeAll(async () => {
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    ops = res.json().token;
    png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  const placed = async (productId: number) => {
    const res = await orderFromCart(ctx(), buyer, [[productId, 1]]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { Id: number; OrderNo: string; TotalAmount: string; RemittanceCode: string };
  };
  const upload = (token: string, url: string, body: Buffer, type: string) =>
    ctx().app.inject({
      method: 'POST',
      url,
      headers: { ...auth(token), 'content-type': type },
      payload: body,
    });

  it('keeps a picture voucher of an order, shown to the buyer and beside the order in 收款', async () => {
    const order = await placed(52);
    const res = await upload(buyer, `/api/Orders/${order.Id}/transfer-voucher`, png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const voucher = res.json() as Voucher;
    expect(voucher.ContentType).toBe('image/webp');
    expect(voucher.ThumbnailUrl).toMatch(/^\/media\/uploads\//);
    const thumb = await ctx().app.inject({ method: 'GET', url: voucher.ThumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toContain('image/webp');

    const mine = await ctx().app.inject({
      method: 'GET',
      url: `/api/Orders/${order.Id}/transfer-vouchers`,
      headers: auth(buyer),
    });
    expect(mine.json().Items).toEqual([expect.objectContaining({ Id: voucher.Id })]);

    // Choosing 对公转账 puts the order in the operator's queue, with its voucher.
    await ctx().app.inject({
      method: 'POST',
      url: '/api/Payments',
      headers: { ...auth(buyer), 'idempotency-key': `voucher-${ctx().kind}-${order.Id}` },
      payload: { OrderId: order.Id, Method: 'bank-transfer' },
    });
    const queue = await ctx().app.inject({
      method: 'GET',
      url: `/api/Operator/transfers?keyword=${order.OrderNo}`,
      headers: auth(ops),
    });
    expect(queue.json().Items[0].Vouchers).toEqual([
      expect.objectContaining({ Id: voucher.Id, ThumbnailUrl: voucher.ThumbnailUrl }),
    ]);

    // Once paid, no more vouchers are taken for it.
    const paid = await ctx().app.inject({
      method: 'POST',
      url: '/api/Operator/transfers/confirm',
      headers: auth(ops),
      payload: { RemittanceCode: order.RemittanceCode, Amount: order.TotalAmount, BankRef: `V-${ctx().kind}-1` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const late = await upload(buyer, `/api/Orders/${order.Id}/transfer-voucher`, png, 'image/png');
    expect(late.statusCode).toBe(409);
    expect(late.json().Error).toContain('无需上传回单');
  });

  it('keeps a PDF voucher of a batch, opened by the buyer and the operator, never by another company', async () => {
    const a = await placed(53);
    const b = await placed(54);
    const batch = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/TransferBatches',
        headers: auth(buyer),
        payload: { OrderIds: [a.Id, b.Id] },
      })
    ).json() as { Id: number; RemittanceCode: string };
    const res = await upload(buyer, `/api/TransferBatches/${batch.Id}/voucher`, pdf, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const voucher = res.json() as Voucher;
    expect(voucher).toMatchObject({ ContentType: 'application/pdf', Url: `/api/TransferVouchers/${voucher.Id}` });

    const download = await ctx().app.inject({ method: 'GET', url: voucher.Url, headers: auth(buyer) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: voucher.Url, headers: auth(other) })).statusCode).toBe(404);

    const listed = (
      await ctx().app.inject({ method: 'GET', url: '/api/Operator/transfer-batches', headers: auth(ops) })
    ).json() as { Items: { Id: number; Vouchers: Voucher[] }[] };
    const seen = listed.Items.find((i) => i.Id === batch.Id)!.Vouchers;
    expect(seen).toEqual([expect.objectContaining({ Id: voucher.Id, ContentType: 'application/pdf' })]);
    const opened = await ctx().app.inject({ method: 'GET', url: seen[0]!.Url, headers: auth(ops) });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);

    const batchView = await ctx().app.inject({
      method: 'GET',
      url: `/api/TransferBatches/${batch.Id}`,
      headers: auth(buyer),
    });
    expect(batchView.json().Vouchers).toEqual([expect.objectContaining({ Id: voucher.Id })]);
    // Another company cannot add to it.
    expect((await upload(other, `/api/TransferBatches/${batch.Id}/voucher`, pdf, 'application/pdf')).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not a picture or a PDF, an empty body, an oversize file, and a sixth voucher', async () => {
    const order = await placed(55);
    const url = `/api/Orders/${order.Id}/transfer-voucher`;
    const svg = await upload(buyer, url, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().Error).toContain('PDF');
    expect((await upload(buyer, url, Buffer.alloc(0), 'application/pdf')).statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(buyer, url, big, 'application/pdf');
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(tooBig.json().Error).toMatch(/5 MB|过大/);
    for (let i = 0; i < 5; i++) expect((await upload(buyer, url, pdf, 'application/pdf')).statusCode).toBe(201);
    const sixth = await upload(buyer, url, pdf, 'application/pdf');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().Error).toContain('最多上传 5 张');
    expect((await upload(other, url, pdf, 'application/pdf')).statusCode).toBe(404);
  });
});
