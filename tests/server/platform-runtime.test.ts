/**
 * Runtime pieces around the API: the storefront's static files and SPA fallback, /media, the outbox switch,
 * SMTP delivery, the data-folder lock, migrations on disk and idempotent seeding.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.js';
import { buildApp } from '../../server/app.js';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.js';
import { DataDirLockedError, lockDataDir } from '../../server/db/lock.js';
import { migrateDatabase } from '../../server/db/migrate.js';
import * as schema from '../../server/db/schema.js';
import { seed } from '../../server/db/seed/index.js';
import { createMailer } from '../../server/mail/mailer.js';
import { describeOnce, testConfig } from './helpers/app.js';

describeOnce('static storefront, media and outbox', () => {
  let handle: DatabaseHandle;
  let staticDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let hidden: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'sa-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>B2B</title><script type="module" src="/assets/app-abcdef12.js"></script>',
    );
    // scripts/build.ts also writes home.html: index.html plus the home screen's preloads (served for / and /home).
    writeFileSync(
      path.join(staticDir, 'home.html'),
      '<!doctype html><title>B2B</title><link rel="preload" href="/api/Banners?type=1" as="fetch" crossorigin="use-credentials" />',
    );
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-abcdef12.js'), 'console.log("storefront")');
    mkdirSync(path.join(staticDir, 'elements'));
    writeFileSync(path.join(staticDir, 'elements', 'b2b-cart-badge.js'), 'export {}');
    // What scripts/build.ts writes next to every text file: a brotli and a gzip copy.
    precompress(staticDir);
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    app = await buildApp({ db: handle.db, config: testConfig({ staticDir }) });
    hidden = await buildApp({ db: handle.db, config: testConfig({ outboxVisible: false }) });
  });
  afterAll(async () => {
    await app?.close();
    await hidden?.close();
    await handle?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for every storefront route (SPA fallback)', async () => {
    for (const url of ['/', '/reg/step1', '/product/online/12', '/invite?token=abc', '/resetpwd?token=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>B2B</title>');
    }
  });

  it('serves the home page with its banners preload at / and /home, the plain page on other routes', async () => {
    for (const url of ['/', '/home', '/home/']) {
      for (const encoding of ['br', 'gzip', undefined]) {
        const res = await app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
        expect(res.statusCode, url).toBe(200);
        const body =
          encoding === 'br'
            ? brotliDecompressSync(res.rawPayload).toString()
            : encoding === 'gzip'
              ? gunzipSync(res.rawPayload).toString()
              : res.body;
        expect(body, `${url} ${encoding}`).toContain('href="/api/Banners?type=1"');
      }
    }
    for (const url of ['/vnetzone/online', '/homes', '/home/x', '/product/online/12']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>B2B</title>');
      expect(res.body, url).not.toContain('/api/Banners');
    }
  });

  it('serves hashed assets as immutable and answers 404 for missing files and unknown API routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abcdef12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Never revalidated: no validators to send with it.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    // A partner's <script src=".../elements/b2b-cart-badge.js"> must pick up a new release: not immutable.
    const entry = await app.inject({ method: 'GET', url: '/elements/b2b-cart-badge.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(api.json()).toEqual({ Error: '接口不存在' });
    // The CSP lets the page load its own scripts.
    expect(
      String(
        asset.headers['content-security-policy'] ??
          (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      ),
    ).toContain("script-src 'self'");
  });

  it('sends scripts without the headers only a document reads; pages keep every one', async () => {
    const page = await app.inject({ method: 'GET', url: '/vnetzone/online' });
    for (const url of ['/assets/app-abcdef12.js', '/elements/b2b-cart-badge.js']) {
      const script = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(script.statusCode, url).toBe(200);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect([url, name, script.headers[name]]).toEqual([url, name, undefined]);
      // What a script still needs: no sniffing, loadable from a partner's page, HTTPS only.
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(script.headers['strict-transport-security']).toBeDefined();
    }
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the precompressed copy the browser accepts (brotli first, then gzip, else the plain file)', async () => {
    const plain = 'console.log("storefront")';
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const br = await get('/assets/app-abcdef12.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/assets/app-abcdef12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await get('/assets/app-abcdef12.js', 'br;q=0, identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
    // The storefront's routes answer with index.html, compressed the same way and revalidated.
    for (const url of ['/', '/home', '/product/online/12']) {
      const html = await get(url, 'br, gzip');
      expect(html.headers['content-encoding'], url).toBe('br');
      expect(html.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(html.rawPayload).toString(), url).toContain('<title>B2B</title>');
    }
    const entry = await get('/elements/b2b-cart-badge.js', 'gzip');
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves seed media at /media/, loadable from partner pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/placeholder.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('does not serve files outside the static folders', async () => {
    for (const url of ['/media/../config.ts', '/media/%2e%2e/config.ts', '/../package.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('loadConfig');
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });

  it('hides /api/dev/outbox when OUTBOX_VISIBLE is off', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    const res = await hidden.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Error: '接口不存在' });
  });
});

describeOnce('mailer', () => {
  let handle: DatabaseHandle;
  let smtp: SMTPServer;
  let port = 0;
  const received: { to: string; data: string }[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await handle?.close();
  });

  it('records every mail in the outbox and delivers it over SMTP when configured', async () => {
    const mailer = createMailer(handle.db, {
      smtp: { host: '127.0.0.1', port, secure: false },
      mailFrom: 'Shop <shop@example.com>',
    });
    await mailer.send({ to: 'someone@example.com', subject: '测试邮件', text: '你好' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('someone@example.com');
    const rows = await handle.db.select().from(schema.outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deliveredAt).not.toBeNull();
  });

  it('keeps the mail in the outbox, undelivered, when the SMTP server is down', async () => {
    const mailer = createMailer(
      handle.db,
      { smtp: { host: '127.0.0.1', port: 1, secure: false }, mailFrom: 'x@example.com' },
      { error: () => {} },
    );
    await mailer.send({ to: 'down@example.com', subject: 's', text: 't' });
    const [row] = await handle.db.select().from(schema.outbox).where(sql`${schema.outbox.to} = 'down@example.com'`);
    expect(row?.deliveredAt).toBeNull();
  });
});

describeOnce('embedded database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sa-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder of the data folder with a Chinese and English message', () => {
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/数据目录.*正被另一个服务进程.*\n.*in use by another server process/s);
    } finally {
      lock.release();
    }
    // Released: it can be taken again; a stale lock of a dead process is taken over.
    lockDataDir(dir).release();
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    lockDataDir(dir).release();
  });

  it('migrates and seeds on disk; a second seed changes nothing; reopening keeps the data', async () => {
    const tables = Object.values(schema).filter((v) => is(v, PgTable)) as unknown as PgTable[];
    const counts = async (h: DatabaseHandle) => {
      const out: Record<string, number> = {};
      for (const t of tables) out[getTableName(t)] = Number((await h.db.select({ n: count() }).from(t))[0]!.n);
      return out;
    };
    let h = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await migrateDatabase(h);
    await seed(h.db);
    const first = await counts(h);
    expect(first.users).toBeGreaterThanOrEqual(4);
    expect(first.customers).toBeGreaterThanOrEqual(6);
    await seed(h.db);
    expect(await counts(h)).toEqual(first);
    await h.close();
    h = await openDatabase({ dataDir: dir });
    await migrateDatabase(h);
    expect(await counts(h)).toEqual(first);
    await h.close();
  }, 180_000);
});

describeOnce('CAPTCHA_FIXED_TEXT (browser tests against the real server)', () => {
  it('is honoured outside production and ignored in production', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_TEXT: 'TEST' }).captchaFixedText).toBe('TEST');
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_TEXT: 'TEST' }).captchaFixedText).toBeUndefined();
  });

  it('draws the fixed text and accepts it as the answer', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    const { generateCaptcha, checkCaptcha } = await import('../../server/services/captcha.js');
    const now = new Date();
    const c = await generateCaptcha(handle.db, 'k', now, 'TEST');
    expect(Buffer.from(c.Image.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    expect(await checkCaptcha(handle.db, 'k', c.CaptchaId, 'test', now)).toBe(true);
    await handle.close();
  });
});
