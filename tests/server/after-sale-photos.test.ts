/**
 * After-sales photos (售后图片): a buyer uploads pictures with the rules product pictures follow (the
 * type read from the bytes, ≤ 5 MB, resized to WebP) at POST /api/AfterSales/images, and a request carries
 * their URLs; a file that is no picture is refused with a Chinese 400, a visitor with 401.
 */
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auth, createBuyers, newKey, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

describeEachDatabase('after-sale photos', (getCtx) => {
  let buyer: string;
  let ops: string;
  beforeAll(async () => {
    buyer = (await createBuyers(getCtx(), 1, `as-photos-${getCtx().kind}`)).tokens[0]!;
    ops = (
      await getCtx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      })
    ).json().token;
  });
  const upload = (token: string | null, body: Buffer, type: string) =>
    getCtx().app.inject({
      method: 'POST',
      url: '/api/AfterSales/images',
      headers: { ...(token ? auth(token) : {}), 'content-type': type },
      payload: body,
    });

  it('stores an uploaded picture as WebP and a request carries it', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc3333' } })
      .png()
      .toBuffer();
    const res = await upload(buyer, png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { Url, ThumbnailUrl } = res.json() as { Url: string; ThumbnailUrl: string };
    expect(Url).toMatch(/^\/media\/uploads\/[a-f0-9]{24}-1200x1200\.webp$/);
    expect(ThumbnailUrl).toMatch(/-240x240\.webp$/);
    const image = await getCtx().app.inject({ method: 'GET', url: Url });
    expect(image.headers['content-type']).toBe('image/webp');

    const order = (await orderFromCart(getCtx(), buyer, [[3, 1]])).json();
    const matched = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/transfers/confirm',
      headers: auth(ops),
      payload: { RemittanceCode: order.RemittanceCode, Amount: order.TotalAmount, BankRef: `PH-${newKey()}` },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const detail = (
      await getCtx().app.inject({ method: 'GET', url: `/api/Orders/${order.Id}`, headers: auth(buyer) })
    ).json();
    const created = await getCtx().app.inject({
      method: 'POST',
      url: '/api/AfterSales',
      headers: auth(buyer),
      payload: {
        OrderId: order.Id,
        Type: 'refund',
        Lines: [{ OrderItemId: detail.Items[0].OrderItemId, Quantity: 1 }],
        Reason: '商品破损',
        Images: [Url],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().Images).toEqual([Url]);
  });

  it('refuses what is no picture (400, in Chinese) and a visitor (401)', async () => {
    const text = await upload(buyer, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().Error).toBe('仅支持 JPG、PNG 或 WebP 格式的图片');
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(null, png, 'image/png')).statusCode).toBe(401);
  });
});
