/** Security review, HTTP: CORS is an exact-match allowlist with credentials; security headers; error bodies. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('security: HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('answers CORS only to the exact configured origin, with credentials and Vary: Origin, never *', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/Brands',
      headers: { origin: 'https://partner.example.com' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    for (const origin of [
      'https://partner.example.com.evil.example.com',
      'https://evil-partner.example.com',
      'http://partner.example.com',
      'https://partner.example.com:8443',
      'null',
      'https://PARTNER.example.com',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/Brands', headers: { origin } });
      expect([origin, res.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
    }
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/Orders',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the security headers on API answers and never caches them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Users/Info' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('error bodies are a Chinese sentence, never internals', async () => {
    for (const req of [
      {
        method: 'POST' as const,
        url: '/api/Users/login',
        payload: '{"Email":',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/Users/login', payload: 'Email=a', headers: { 'content-type': 'text/xml' } },
      { method: 'GET' as const, url: '/api/Orders/abc' },
      { method: 'GET' as const, url: '/api/Products?keyword=%27%22%25_%5C' },
    ]) {
      const res = await ctx.app.inject(req);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/stack|at \w+ \(|node_modules|SELECT|syntax error|FST_/i);
    }
  });
});
