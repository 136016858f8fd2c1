/**
 * Security review, authentication: rate limits on the e-mail existence check, the attempt limit of
 * e-mail verification codes (through registration and under concurrency), and what the logs keep.
 */
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { oneTimeSecrets, outbox } from '../../server/db/schema.js';
import { tokenFor } from './commerce-fixtures.js';
import {
  CAPTCHA_TEXT,
  FIXED_CAPTCHA,
  lastCodeFor,
  lastMailTo,
  newCaptcha,
  registrationEvidence,
  xsrf,
} from './helpers/accounts.js';
import { bearer, createTestApp, describeEachDatabase, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('e-mail existence check is rate limited', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { rateLimits: { login: 1000, captcha: 1000, verification: 2, reset: 1000 } },
    });
  });
  afterAll(() => ctx.close());

  it('answers 429 after a burst of look-ups from one address (no account enumeration at speed)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Users/email/existance?email=probe${i}@example.com`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/Users/email/existance?email=admin@demo.cn' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: '操作过于频繁，请稍后再试' });
  });
});

describeEachDatabase(
  'verification code attempt limit',
  (getCtx) => {
    const app = () => getCtx().app;
    const send = (email: string) =>
      app().inject({ method: 'POST', url: `/api/Users/verification/email/send?email=${encodeURIComponent(email)}` });
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    async function register(email: string, code: string) {
      return app().inject({
        method: 'POST',
        url: '/api/Users',
        headers: await xsrf(app()),
        payload: {
          Email: email,
          Code: code,
          Password: 'Secret123',
          ConfirmPassword: 'Secret123',
          Name: '钱七',
          Mobile: '13612345678',
          CompanyName: '苏州暴力破解测试有限公司',
          CaptchaId: await newCaptcha(app()),
          CaptchaCode: CAPTCHA_TEXT,
          Agree: true,
          ...(await registrationEvidence(app())),
        },
      });
    }

    it('counts wrong codes sent to registration: after 5 the right code no longer registers', async () => {
      const email = 'brute-register@example.com';
      expect((await send(email)).statusCode).toBe(204);
      const code = await lastCodeFor(app(), email);
      for (let i = 0; i < 5; i++) {
        const res = await register(email, wrongCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Field: 'Code' });
      }
      const right = await register(email, code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({ Error: '验证码错误次数过多，请重新获取', Field: 'Code' });
      const exists = await app().inject({ method: 'GET', url: `/api/Users/email/existance?email=${email}` });
      expect(exists.json()).toEqual({ Exists: false });
    });

    it('30 guesses at once get at most 5 comparisons (the counter is reserved before comparing)', async () => {
      const email = 'brute-parallel@example.com';
      expect((await send(email)).statusCode).toBe(204);
      const code = await lastCodeFor(app(), email);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          app().inject({
            method: 'POST',
            url: '/api/Users/verification/email/check',
            payload: { Email: email, Code: wrongCode(code) },
          }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 400)).toBe(true);
      const stillAllowed = answers.filter((a) => (a.json() as { Error: string }).Error.includes('还可尝试'));
      expect(stillAllowed.length).toBeLessThanOrEqual(4);
      const [row] = await getCtx()
        .db.select({ attempts: oneTimeSecrets.attempts })
        .from(oneTimeSecrets)
        .where(and(eq(oneTimeSecrets.purpose, 'email-code'), eq(oneTimeSecrets.subject, email)));
      expect(row!.attempts).toBeLessThanOrEqual(5);
      // The right code is refused now too.
      const right = await app().inject({
        method: 'POST',
        url: '/api/Users/verification/email/check',
        payload: { Email: email, Code: code },
      });
      expect(right.statusCode).toBe(400);
    });

    it('a right code after a few wrong ones still works (checking it does not use up an attempt)', async () => {
      const email = 'few-wrong@example.com';
      expect((await send(email)).statusCode).toBe(204);
      const code = await lastCodeFor(app(), email);
      for (let i = 0; i < 3; i++) {
        const res = await app().inject({
          method: 'POST',
          url: '/api/Users/verification/email/check',
          payload: { Email: email, Code: wrongCode(code) },
        });
        expect(res.json()).toEqual({ Error: `验证码错误，还可尝试 ${4 - i} 次`, Field: 'Code' });
      }
      for (let i = 0; i < 3; i++) {
        const ok = await app().inject({
          method: 'POST',
          url: '/api/Users/verification/email/check',
          payload: { Email: email, Code: code },
        });
        expect(ok.json()).toEqual({ Valid: true });
      }
      expect((await register(email, code)).statusCode).toBe(201);
    });
  },
  { config: FIXED_CAPTCHA },
);

describeOnce('tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const info = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/Users/Info', headers: bearer(token) });

  it('refuses alg "none", another key, an expired token and a token in the query string', async () => {
    const good = await tokenFor(ctx, 'admin@demo.cn');
    expect((await info(good)).statusCode).toBe(200);
    const [, payload] = good.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await info(`${header}.${payload}.`)).statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret'));
    expect((await info(forged)).statusCode).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await info(hs512)).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 50_000, exp: now - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await info(expired)).statusCode).toBe(401);
    const inQuery = await ctx.app.inject({ method: 'GET', url: `/api/Users/Info?token=${good}&access_token=${good}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it('a token of a disabled user, and tokens issued before a password reset, stop working', async () => {
    const admin = await tokenFor(ctx, 'admin@demo.cn');
    const buyerToken = await ctx.login('buyer@demo.cn');
    const me = await info(buyerToken);
    const buyerId = (me.json() as { Id: number }).Id;
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Company/users/${buyerId}/state`,
      headers: bearer(admin),
      payload: { Enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await info(buyerToken)).statusCode).toBe(401);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Company/users/${buyerId}/state`,
      headers: bearer(admin),
      payload: { Enabled: true },
    });
    expect(on.statusCode).toBe(200);
    // Re-enabling does not revive the old token.
    expect((await info(buyerToken)).statusCode).toBe(401);
  });
});

describeOnce('logs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('never contain bearer tokens, invitation tokens, cashier signatures or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db: ctx.db, config: ctx.config, logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const secret = 'InvitationSecretXyz123456789';
      const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.SecretSignaturePart987';
      await app.inject({
        method: 'GET',
        url: `/api/Users/invitations?token=${secret}`,
        headers: { authorization: `Bearer ${jwt}`, cookie: 'XSRF-TOKEN=CookieSecretValue42' },
      });
      await app.inject({ method: 'GET', url: `/api/Payments/sandbox/1?return=%2Forders&sig=${'ab'.repeat(32)}` });
      await app.inject({ method: 'GET', url: '/api/Users/Info', headers: { authorization: `Bearer ${jwt}` } });
      await app.inject({
        method: 'PUT',
        url: '/api/Users/password/reset',
        payload: { Token: secret, Password: 'Secret123x' },
      });
      const text = lines.join('');
      expect(text).toContain('/api/Users/invitations');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('SecretSignaturePart987');
      expect(text).not.toContain('CookieSecretValue42');
      expect(text).not.toContain('ab'.repeat(32));
    } finally {
      await app.close();
    }
  });
});

describeOnce('password reset request does not reveal accounts by its duration', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  beforeAll(async () => {
    // A slow mail server: every message takes 1.5 s to be accepted.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(callback, 1500));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as { port: number }).port;
    ctx = await createTestApp({ config: { smtp: { host: '127.0.0.1', port, secure: false } } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const timed = async (Email: string) => {
    const t = performance.now();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Users/password/reset', payload: { Email } });
    expect(res.statusCode).toBe(204);
    return performance.now() - t;
  };

  it('answers as fast for an account as for an unknown address (the mail is sent after the answer)', async () => {
    await timed('nobody-warmup@example.com');
    const unknown = await timed('nobody@example.com');
    const known = await timed('admin@demo.cn');
    expect(known).toBeLessThan(unknown + 700);
    // The link is still recorded and delivered.
    const mail = await lastMailTo(ctx.app, 'admin@demo.cn');
    expect(mail.Subject).toContain('重置密码');
    await vi.waitFor(
      async () => {
        const [row] = await ctx.db
          .select({ deliveredAt: outbox.deliveredAt })
          .from(outbox)
          .where(eq(outbox.id, mail.Id));
        expect(row!.deliveredAt).not.toBeNull();
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describeOnce('demo outbox', () => {
  it('is not public once real mail is sent (SMTP configured), unless OUTBOX_VISIBLE says so', () => {
    // The outbox shows every reset link and verification code: with real mailboxes it would hand them to anyone.
    expect(loadConfig({ NODE_ENV: 'development' }).outboxVisible).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_HOST: 'smtp.example.com' }).outboxVisible).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).outboxVisible).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', SMTP_HOST: 'smtp.example.com', OUTBOX_VISIBLE: 'true' }).outboxVisible,
    ).toBe(true);
  });
});

describeOnce('logs of unexpected failures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('keep the failed query but never its parameters (a password hash, an e-mail)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db: ctx.db, config: ctx.config, logger: { level: 'info', stream } });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SecretHashValue';
    app.get('/api/test-failure', async () => {
      throw new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values ($1, $2)',
        ['victim@example.com', hash],
        new Error('connection lost'),
      );
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-failure' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ Error: '服务器内部错误' });
      const text = lines.join('');
      expect(text).toContain('insert into');
      expect(text).toContain('connection lost');
      expect(text).not.toContain('SecretHashValue');
      expect(text).not.toContain('victim@example.com');
    } finally {
      await app.close();
    }
  });
});
