/**
 * Server configuration, read once from the environment (see README "Configuration").
 * Pure: reads `env` only; secrets left empty here are filled by `ensureSecrets` (persisted under DATA_DIR)
 * or, in tests, generated per process by `buildApp`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  secure: boolean;
}

export interface RateLimitConfig {
  /** Requests per minute and client address. */
  login: number;
  captcha: number;
  verification: number;
  reset: number;
}

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** Folder of the embedded database, its lock file and persisted secrets. */
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  /** HS256 secret of login tokens (and of the XSRF cookie signature). */
  jwtSecret: string;
  /** HMAC secret of payment notifications (sandbox provider and bank statement callbacks). */
  paymentWebhookSecret: string;
  /** Exact origins allowed to call the API with credentials (partner sites). */
  corsOrigins: string[];
  /** Base URL used in links inside mails. */
  publicUrl: string;
  smtp?: SmtpConfig;
  mailFrom: string;
  /** GET /api/dev/outbox answers (on by default outside production). */
  outboxVisible: boolean;
  /**
   * The sandbox provider (a cashier page whose button marks an order paid without any money): on for the demo,
   * off by default in production (SANDBOX_PAYMENTS).
   */
  sandboxPayments: boolean;
  /** The built storefront (dist/demo), served at / when it exists. */
  staticDir: string;
  /** Body limit in bytes. */
  bodyLimit: number;
  /** Milliseconds a request may take before the connection is answered 408 / closed. */
  requestTimeout: number;
  rateLimits: RateLimitConfig;
  /** Tests only (CAPTCHA_FIXED_TEXT, ignored in production): every captcha reads this text. */
  captchaFixedText?: string;
  /** Fastify trustProxy: true, a hop count, or an address list, when behind a reverse proxy (TRUST_PROXY). */
  trustProxy: boolean | number | string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`配置错误 / invalid configuration: ${value} is not an integer`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false', '1', '0', 'yes', 'no'].includes(v.toLowerCase())) return bool(v, false);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env.PORT, 8080);
  const smtpHost = env.SMTP_HOST?.trim();
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    nodeEnv,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: env.DATA_DIR?.trim() || path.join(root, 'data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    jwtSecret: env.JWT_SECRET ?? '',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(smtpHost
      ? {
          smtp: {
            host: smtpHost,
            port: int(env.SMTP_PORT, 587),
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
            secure: bool(env.SMTP_SECURE, int(env.SMTP_PORT, 587) === 465),
          },
        }
      : {}),
    mailFrom: env.MAIL_FROM?.trim() || 'B2B 采购商城 <no-reply@localhost>',
    // The outbox shows every reset link and code: public only for the demo (not in production, not once SMTP delivers real mail).
    outboxVisible: bool(env.OUTBOX_VISIBLE, nodeEnv !== 'production' && !smtpHost),
    sandboxPayments: bool(env.SANDBOX_PAYMENTS, nodeEnv !== 'production'),
    staticDir: env.STATIC_DIR?.trim() || path.join(root, 'dist', 'demo'),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    requestTimeout: int(env.REQUEST_TIMEOUT_MS, 60_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    ...(env.CAPTCHA_FIXED_TEXT?.trim() && nodeEnv !== 'production' ? { captchaFixedText: env.CAPTCHA_FIXED_TEXT.trim() } : {}),
    rateLimits: {
      login: int(env.RATE_LIMIT_LOGIN, 20),
      captcha: int(env.RATE_LIMIT_CAPTCHA, 60),
      verification: int(env.RATE_LIMIT_VERIFICATION, 10),
      reset: int(env.RATE_LIMIT_RESET, 10),
    },
  };
}

/**
 * Fills the secrets the environment left empty from `${dataDir}/secrets.json`, creating it on first start,
 * so that restarts keep sessions valid. In production JWT_SECRET should be set explicitly.
 */
export function ensureSecrets(config: Config): Config {
  if (config.jwtSecret && config.paymentWebhookSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: { jwtSecret?: string; paymentWebhookSecret?: string } = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      stored = {};
    }
  }
  const next = {
    jwtSecret: stored.jwtSecret || randomBytes(32).toString('base64url'),
    paymentWebhookSecret: stored.paymentWebhookSecret || randomBytes(32).toString('base64url'),
  };
  if (next.jwtSecret !== stored.jwtSecret || next.paymentWebhookSecret !== stored.paymentWebhookSecret) {
    writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  return {
    ...config,
    jwtSecret: config.jwtSecret || next.jwtSecret,
    paymentWebhookSecret: config.paymentWebhookSecret || next.paymentWebhookSecret,
  };
}

/** Fills empty secrets with random values for this process only (tests, throwaway servers). */
export function withEphemeralSecrets(config: Config): Config {
  return {
    ...config,
    jwtSecret: config.jwtSecret || randomBytes(32).toString('base64url'),
    paymentWebhookSecret: config.paymentWebhookSecret || randomBytes(32).toString('base64url'),
  };
}
