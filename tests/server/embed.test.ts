/**
 * Embedding on partner pages: public element/media files (CORS `*`) next to an API behind CORS_ORIGINS, the
 * origin check a refused widget uses to explain itself, and the single-use login hand-off to the storefront.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { createTestApp, describeEachDatabase, describeOnce, type TestContext } from './helpers/app.js';

const PARTNER = 'https://partner.example.com';
const STRANGER = 'https://stranger.example.org';

let clock = new Date('2026-03-01T02:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describeEachDatabase(
  'embedding across origins',
  (getCtx) => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    async function handoff(token: string): Promise<{ Code: string; ExpiresIn: number }> {
      const res = await getCtx().app.inject({ method: 'POST', url: '/api/Users/handoff', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json();
    }
    const exchange = (code: string) =>
      getCtx().app.inject({ method: 'POST', url: '/api/Users/handoff/exchange', payload: { Code: code } });

    it('serves media to any origin (CORS * without credentials, CORP cross-origin); the API only to CORS_ORIGINS', async () => {
      const { app } = getCtx();
      const media = await app.inject({ method: 'GET', url: '/media/placeholder.svg', headers: { origin: STRANGER } });
      expect(media.statusCode).toBe(200);
      expect(media.headers['access-control-allow-origin']).toBe('*');
      expect(media.headers['access-control-allow-credentials']).toBeUndefined();
      expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');

      const api = await app.inject({ method: 'GET', url: '/api/Brands', headers: { origin: STRANGER } });
      expect(api.headers['access-control-allow-origin']).toBeUndefined();
      const partner = await app.inject({ method: 'GET', url: '/api/Brands', headers: { origin: PARTNER } });
      expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(partner.headers['access-control-allow-credentials']).toBe('true');
    });

    it('tells any origin whether it is allowed, so a refused widget can say what to fix', async () => {
      const { app } = getCtx();
      const refused = await app.inject({ method: 'GET', url: '/api/embed/origin', headers: { origin: STRANGER } });
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.json()).toEqual({ Origin: STRANGER, Allowed: false });
      const ok = await app.inject({ method: 'GET', url: '/api/embed/origin', headers: { origin: PARTNER } });
      expect(ok.json()).toEqual({ Origin: PARTNER, Allowed: true });
      const same = await app.inject({ method: 'GET', url: '/api/embed/origin' });
      expect(same.json()).toEqual({ Origin: '', Allowed: true });
    });

    it('exchanges a hand-off code once for a session of the same user; the token never appears in the code', async () => {
      const { app, login } = getCtx();
      const token = await login('buyer@demo.cn');
      const { Code, ExpiresIn } = await handoff(token);
      expect(ExpiresIn).toBe(60);
      expect(Code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(token).not.toContain(Code);
      expect(Code).not.toContain(token.split('.')[1] ?? '');

      const first = await exchange(Code);
      expect(first.statusCode).toBe(200);
      const fresh = (first.json() as { token: string }).token;
      const info = await app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(fresh) });
      expect(info.statusCode).toBe(200);
      expect(info.json().Email).toBe('buyer@demo.cn');

      const again = await exchange(Code);
      expect(again.statusCode).toBe(400);
      expect(again.json().Error).toBe('登录交接码无效或已过期，请重新登录');
    });

    it('refuses an expired code, an unknown one, one of a disabled user, and needs a login to create one', async () => {
      const { app, db, login } = getCtx();
      const token = await login('other-buyer@demo.cn');
      const late = await handoff(token);
      advance(61);
      expect((await exchange(late.Code)).statusCode).toBe(400);

      const unknown = await exchange('not-a-real-code-0123456789abcdefghijklmnopq');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().Error).toBe('登录交接码无效或已过期，请重新登录');
      expect((await exchange('')).statusCode).toBe(400);

      const anonymous = await app.inject({ method: 'POST', url: '/api/Users/handoff' });
      expect(anonymous.statusCode).toBe(401);

      const pending = await handoff(token);
      await db.update(users).set({ enabled: false }).where(eq(users.email, 'other-buyer@demo.cn'));
      try {
        expect((await exchange(pending.Code)).statusCode).toBe(400);
      } finally {
        await db.update(users).set({ enabled: true }).where(eq(users.email, 'other-buyer@demo.cn'));
      }
    });

    it('hands a code to exactly one of two concurrent exchanges', async () => {
      const token = await getCtx().login('admin@demo.cn');
      const { Code } = await handoff(token);
      const answers = await Promise.all([exchange(Code), exchange(Code), exchange(Code)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    });
  },
  { now: () => clock },
);

describeOnce('versioned element URLs', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'b2b-static-'));
  mkdirSync(path.join(staticDir, 'elements'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>store</title>');
  writeFileSync(path.join(staticDir, 'elements', 'package.json'), JSON.stringify({ version: '9.8.7' }));
  writeFileSync(path.join(staticDir, 'elements', 'loader.js'), 'export {};');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { staticDir } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('/elements/<version>/ is immutable for a year and public; /elements/loader.js is the revalidated alias', async () => {
    const pinned = await ctx.app.inject({
      method: 'GET',
      url: '/elements/9.8.7/loader.js',
      headers: { origin: STRANGER },
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toBe('export {};');
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
    const alias = await ctx.app.inject({ method: 'GET', url: '/elements/loader.js' });
    expect(alias.statusCode).toBe(200);
    expect(alias.headers['cache-control']).toBe('no-cache');
    // Another version is not served as if it were this one.
    expect((await ctx.app.inject({ method: 'GET', url: '/elements/1.0.0/loader.js' })).statusCode).toBe(404);
  });
});

describeOnce('Storybook at /storybook/', () => {
  // The layout of a build: dist/demo (the static dir) next to dist/storybook (npm run build-storybook).
  const dist = mkdtempSync(path.join(tmpdir(), 'b2b-dist-'));
  const staticDir = path.join(dist, 'demo');
  mkdirSync(staticDir);
  mkdirSync(path.join(dist, 'storybook'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>store</title>');
  writeFileSync(path.join(dist, 'storybook', 'index.html'), '<!doctype html><title>B2B Storybook</title>');
  writeFileSync(path.join(dist, 'storybook', 'mockServiceWorker.js'), '/* msw */');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is served in development (without the store’s CSP: its pages run inline scripts), never in production', async () => {
    const dev = await createTestApp({ seed: false, config: { staticDir, nodeEnv: 'development' } });
    try {
      const page = await dev.app.inject({ method: 'GET', url: '/storybook/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('B2B Storybook');
      expect(page.headers['content-security-policy']).toBeUndefined();
      const worker = await dev.app.inject({ method: 'GET', url: '/mockServiceWorker.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.body).toBe('/* msw */');
    } finally {
      await dev.close();
    }
    const prod = await createTestApp({ seed: false, config: { staticDir, nodeEnv: 'production' } });
    try {
      const page = await prod.app.inject({ method: 'GET', url: '/storybook/' });
      expect(page.body).not.toContain('B2B Storybook');
      expect((await prod.app.inject({ method: 'GET', url: '/mockServiceWorker.js' })).body).not.toBe('/* msw */');
    } finally {
      await prod.close();
    }
  });
});
