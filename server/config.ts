/**
 * Server configuration, read once from the environment and validated against one schema (every variable:
 * docs/deploy.md, "Variables"): a malformed value stops the start with a ConfigError naming the variable.
 * Pure: reads `env` only; secrets left empty here are filled from the database by `prepareDatabase`
 * (server/db/startup.ts, shared by every instance) or, in tests, generated per process by `buildApp`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { CONTACT_ENV, type ContactConfig, readContact } from './config-contact.js';
import { projectRoot } from './paths.js';

export { type ContactConfig, DEMO_CONTACT } from './config-contact.js';

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
  /**
   * Redis URL (REDIS_URL), shared by the instances: rate limits and failure counters live there, and catalogue
   * cache invalidation travels over its pub/sub.
   */
  redisUrl?: string;
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
  /** Invitations (create + resend) per hour, per inviting admin and per invited address (RATE_LIMIT_INVITATION). */
  invitationsPerHour: number;
  /** Unpaid orders a company may hold at once (they reserve stock until paid or cancelled). */
  maxUnpaidOrders: number;
  /** Seed demo accounts and orders (SEED_DEMO; on outside production). */
  seedDemo: boolean;
  /**
   * Days after an order's last parcel when it completes without the buyer's confirmation (AUTO_COMPLETE_DAYS,
   * 1–365, default 10; server/jobs/complete-shipped.ts).
   */
  autoCompleteDays: number;
  /** Days after receipt (已完成) within which a buyer may ask for 退货退款 (RETURN_DAYS, 1–365, default 7). */
  returnDays: number;
  /** Hours an order waits for its approvers (待审批) before it is cancelled (APPROVAL_HOURS, 1–720, default 48). */
  approvalHours: number;
  /**
   * Minutes a new (or just approved) order may be paid online before the job cancels it (PAY_WINDOW_MINUTES,
   * 5–10080, default 1440 = 24 h: a company's finance needs a working day). Stored on each order as PayBefore,
   * so a changed value applies to orders placed after the restart; 对公转账 keeps its own 7 days.
   */
  payWindowMinutes: number;
  /**
   * The most a 对公转账 may fall short of its order's amount and still be accepted by an operator with a reason
   * (a bank fee; TRANSFER_TOLERANCE, yuan, 0–1000, default 0: only exact amounts). Exact decimal text ("15.00").
   */
  transferTolerance: string;
  /** Prefix of every Redis key (REDIS_KEY_PREFIX), so deployments or test runs can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Longest wait for one Redis command (REDIS_TIMEOUT_MS, 20–5000, default 200): Redis unreachable then fails the
   * requests that need it (credential routes answer 503) instead of holding them.
   */
  redisTimeoutMs: number;
  /** PostgreSQL pool size per instance (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** GET /metrics needs `Bearer <token>` when set (METRICS_TOKEN); unset in production, /metrics answers 401. */
  metricsToken?: string;
  /** /api/docs (API_DOCS; off in production by default). */
  apiDocs: boolean;
  logLevel: string;
  /** Tests only (CAPTCHA_FIXED_TEXT, ignored in production): every captcha reads this text. */
  captchaFixedText?: string;
  /** The contact details of the legal texts and the help centre (CONTACT_*, PRIVACY_EMAIL). */
  contact: ContactConfig;
  /**
   * Fastify trustProxy (TRUST_PROXY): false, true, or the proxies' addresses / CIDRs / `loopback`,
   * `linklocal`, `uniquelocal` as a comma list. No hop count: Fastify 5 ignores it (fails closed).
   */
  trustProxy: boolean | string;
}

const root = projectRoot;

/* ------------------------------------------------------------------ the environment schema */

const BOOL = /^(1|0|true|false|yes|no|on|off)$/;
/** An address or CIDR (IPv4 or IPv6) or a proxy-addr range name; the whole value is a comma list of them. */
const TRUST_ENTRY = '(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]*[:.][0-9a-fA-F:.]*(/\\d{1,3})?)';
const TRUST_PROXY_PATTERN = `^(true|false|yes|no|on|off|0|${TRUST_ENTRY}(\\s*,\\s*${TRUST_ENTRY})*)$`;
const int = (description: string) => Type.String({ pattern: '^\\d{1,9}$', description });
const bool = (description: string) => Type.String({ pattern: BOOL.source, description });
const text = (description: string) => Type.String({ description });
const url = (schemes: string, description: string) =>
  Type.String({ pattern: `^(${schemes})://[^\\s/?#]+(/\\S*)?$`, description });

/**
 * Every variable the server reads (docs/deploy.md, "Variables"), validated once at start:
 * values are trimmed (empty counts as unset) and booleans lower-cased before the check.
 */
/** The online payment window when PAY_WINDOW_MINUTES is unset: 24 h, about what a company's finance needs to pay. */
export const DEFAULT_PAY_WINDOW_MINUTES = 1440;

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(text('development | production | test')),
  PORT: Type.Optional(int('端口号 (port number)')),
  HOST: Type.Optional(text('监听地址 (listen address)')),
  DATA_DIR: Type.Optional(text('folder')),
  STATIC_DIR: Type.Optional(text('folder')),
  DATABASE_URL: Type.Optional(url('postgres|postgresql', 'postgres://user:password@host:5432/database')),
  DATABASE_POOL_MAX: Type.Optional(int('每个实例的连接数 (connections per instance)')),
  REDIS_URL: Type.Optional(url('redis|rediss', 'redis://host:6379')),
  REDIS_KEY_PREFIX: Type.Optional(
    Type.String({ pattern: '^[\\w:.-]{1,64}$', description: 'letters, digits, : . - _' }),
  ),
  PUBLIC_URL: Type.Optional(url('http|https', 'https://shop.example.cn')),
  CORS_ORIGINS: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s,/]+/*(\\s*,\\s*https?://[^\\s,/]+/*)*\\s*,?$',
      description: '逗号分隔的来源 (comma list of https://origin)',
    }),
  ),
  JWT_SECRET: Type.Optional(text('≥ 32 characters')),
  PAYMENT_WEBHOOK_SECRET: Type.Optional(text('≥ 32 characters')),
  SMTP_HOST: Type.Optional(text('host')),
  SMTP_PORT: Type.Optional(int('端口号 (port number)')),
  SMTP_USER: Type.Optional(text('user')),
  SMTP_PASS: Type.Optional(text('password')),
  SMTP_SECURE: Type.Optional(bool('1/0, true/false, yes/no, on/off')),
  MAIL_FROM: Type.Optional(text('sender')),
  ...CONTACT_ENV,
  OUTBOX_VISIBLE: Type.Optional(bool('1/0, true/false, yes/no, on/off')),
  SANDBOX_PAYMENTS: Type.Optional(bool('1/0, true/false, yes/no, on/off')),
  SEED_DEMO: Type.Optional(bool('1/0, true/false, yes/no, on/off')),
  SKIP_CLIENT_BUILD: Type.Optional(bool('1/0, true/false, yes/no, on/off')),
  TRUST_PROXY: Type.Optional(
    Type.String({
      pattern: TRUST_PROXY_PATTERN,
      description:
        "代理的地址或网段 (the proxies' addresses or CIDRs, comma list; or loopback, uniquelocal, true/false)",
    }),
  ),
  BODY_LIMIT: Type.Optional(int('字节数 (bytes)')),
  REQUEST_TIMEOUT_MS: Type.Optional(int('毫秒 (milliseconds)')),
  REDIS_TIMEOUT_MS: Type.Optional(int('毫秒 (milliseconds), 20–5000')),
  RATE_LIMIT_LOGIN: Type.Optional(int('每分钟次数 (per minute)')),
  RATE_LIMIT_CAPTCHA: Type.Optional(int('每分钟次数 (per minute)')),
  RATE_LIMIT_VERIFICATION: Type.Optional(int('每分钟次数 (per minute)')),
  RATE_LIMIT_RESET: Type.Optional(int('每分钟次数 (per minute)')),
  RATE_LIMIT_INVITATION: Type.Optional(int('每小时次数 (per hour)')),
  MAX_UNPAID_ORDERS: Type.Optional(int('每家企业的未付款订单数 (unpaid orders per company)')),
  AUTO_COMPLETE_DAYS: Type.Optional(
    Type.String({ pattern: '^\\d{1,3}$', description: '发货后自动确认收货的天数 1–365 (days, 1–365)' }),
  ),
  RETURN_DAYS: Type.Optional(
    Type.String({ pattern: '^\\d{1,3}$', description: '确认收货后可申请退货退款的天数 1–365 (days, 1–365)' }),
  ),
  APPROVAL_HOURS: Type.Optional(
    Type.String({ pattern: '^\\d{1,3}$', description: '订单待审批的小时数 1–720 (hours, 1–720)' }),
  ),
  PAY_WINDOW_MINUTES: Type.Optional(
    Type.String({ pattern: '^\\d{1,5}$', description: '在线支付时限的分钟数 5–10080 (minutes, 5–10080)' }),
  ),
  TRANSFER_TOLERANCE: Type.Optional(
    Type.String({
      pattern: '^\\d{1,4}(\\.\\d{1,2})?$',
      description: '对公转账可接受的少收金额（元）0–1000，最多两位小数 (yuan, 0–1000)',
    }),
  ),
  METRICS_TOKEN: Type.Optional(text('token')),
  API_DOCS: Type.Optional(text('true | false')),
  LOG_LEVEL: Type.Optional(
    Type.String({
      pattern: '^(fatal|error|warn|info|debug|trace|silent)$',
      description: 'fatal | error | warn | info | debug | trace | silent',
    }),
  ),
  CAPTCHA_FIXED_TEXT: Type.Optional(text('tests only')),
});
export type Env = Static<typeof EnvSchema>;

const BOOL_VARS = new Set(['SMTP_SECURE', 'OUTBOX_VISIBLE', 'SANDBOX_PAYMENTS', 'SEED_DEMO', 'SKIP_CLIENT_BUILD']);

/** A configuration the server must not start with; the message names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 (invalid configuration):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The known variables of `env`, trimmed (empty = unset), booleans lower-cased; throws ConfigError when malformed. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const values: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const raw = env[key]?.trim();
    if (raw) values[key] = BOOL_VARS.has(key) ? raw.toLowerCase() : raw;
  }
  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, values)) {
    const key = error.instancePath.replace(/^\//, '');
    if (problems.has(key)) continue;
    const schema = EnvSchema.properties[key as keyof Env] as { description?: string } | undefined;
    problems.set(key, `${key}=${JSON.stringify(values[key])} 无效，应为 ${schema?.description ?? 'a valid value'}`);
  }
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL'] as const) {
    if (values[key] && !problems.has(key) && !URL.canParse(values[key])) {
      problems.set(key, `${key} 不是有效的 URL (not a valid URL)`);
    }
  }
  if (values.TRUST_PROXY && /^\d+$/.test(values.TRUST_PROXY) && values.TRUST_PROXY !== '0') {
    problems.set(
      'TRUST_PROXY',
      `TRUST_PROXY=${values.TRUST_PROXY} 无效：不支持跳数 (hop count; Fastify 5 ignores it)，请填写代理的地址或网段，如 10.0.0.0/8、loopback`,
    );
  }
  if (values.PORT && Number(values.PORT) > 65535) problems.set('PORT', 'PORT 超出范围 (0–65535)');
  // Whole numbers in a range (the pattern already refused anything else).
  const ranges = [
    ['AUTO_COMPLETE_DAYS', 1, 365, '天 (days'],
    ['RETURN_DAYS', 1, 365, '天 (days'],
    ['APPROVAL_HOURS', 1, 720, '小时 (hours'],
    ['PAY_WINDOW_MINUTES', 5, 10_080, '分钟 (minutes'],
  ] as const;
  for (const [name, min, max, unit] of ranges) {
    const value = values[name];
    if (value === undefined || problems.has(name)) continue;
    const n = Number(value);
    if (n < min || n > max) problems.set(name, `${name}=${n} 超出范围：应为 ${min}–${max} ${unit}, ${min}–${max})`);
  }
  if (values.TRANSFER_TOLERANCE && !problems.has('TRANSFER_TOLERANCE') && Number(values.TRANSFER_TOLERANCE) > 1000) {
    problems.set(
      'TRANSFER_TOLERANCE',
      `TRANSFER_TOLERANCE=${values.TRANSFER_TOLERANCE} 超出范围：应为 0–1000 元 (yuan)`,
    );
  }
  if (problems.size > 0) throw new ConfigError([...problems.values()]);
  return values as Env;
}

/** "15" → "15.00", "0.5" → "0.50" (the pattern has refused anything but digits with up to two places). */
const moneyText = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
};
const toInt = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
const toBool = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value);

/**
 * TRUST_PROXY as Fastify takes it. A hop count such as `1` is refused by the schema (it names the variable):
 * Fastify 5 trusts no X-Forwarded-For with a hop count, so every client would share the proxy's address and
 * its rate limits (found by the multi-instance test). The proxies' addresses are what makes the header safe.
 */
function trustProxy(value: string | undefined): boolean | string {
  if (!value) return false;
  if (BOOL.test(value.toLowerCase())) return toBool(value.toLowerCase(), false);
  return value;
}

/** Reads and validates the environment (throws ConfigError naming the variable when a value is malformed). */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(processEnv);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = toInt(env.PORT, 8080);
  const smtpHost = env.SMTP_HOST;
  const smtpPort = toInt(env.SMTP_PORT, 587);
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || path.join(root, 'data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolMax: toInt(env.DATABASE_POOL_MAX, 10),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'b2b:',
    redisTimeoutMs: Math.min(5_000, Math.max(20, toInt(env.REDIS_TIMEOUT_MS, 200))),
    jwtSecret: env.JWT_SECRET ?? '',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(smtpHost
      ? {
          smtp: {
            host: smtpHost,
            port: smtpPort,
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
            secure: toBool(env.SMTP_SECURE, smtpPort === 465),
          },
        }
      : {}),
    mailFrom: env.MAIL_FROM || 'B2B 采购商城 <no-reply@localhost>',
    // The outbox shows every reset link and code: public only for the demo (not in production, not once SMTP delivers real mail).
    outboxVisible: toBool(env.OUTBOX_VISIBLE, !production && !smtpHost),
    sandboxPayments: toBool(env.SANDBOX_PAYMENTS, !production),
    // Demo accounts and orders (with a published password) only where nobody relies on them being absent.
    seedDemo: toBool(env.SEED_DEMO, !production),
    staticDir: env.STATIC_DIR || path.join(root, 'dist', 'demo'),
    bodyLimit: toInt(env.BODY_LIMIT, 1024 * 1024),
    requestTimeout: toInt(env.REQUEST_TIMEOUT_MS, 60_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    ...(env.CAPTCHA_FIXED_TEXT && !production ? { captchaFixedText: env.CAPTCHA_FIXED_TEXT } : {}),
    contact: readContact(env, production),
    rateLimits: {
      login: toInt(env.RATE_LIMIT_LOGIN, 20),
      captcha: toInt(env.RATE_LIMIT_CAPTCHA, 60),
      verification: toInt(env.RATE_LIMIT_VERIFICATION, 10),
      reset: toInt(env.RATE_LIMIT_RESET, 10),
    },
    invitationsPerHour: toInt(env.RATE_LIMIT_INVITATION, 20),
    maxUnpaidOrders: toInt(env.MAX_UNPAID_ORDERS, 5),
    autoCompleteDays: toInt(env.AUTO_COMPLETE_DAYS, 10),
    returnDays: toInt(env.RETURN_DAYS, 7),
    approvalHours: toInt(env.APPROVAL_HOURS, 48),
    payWindowMinutes: toInt(env.PAY_WINDOW_MINUTES, DEFAULT_PAY_WINDOW_MINUTES),
    // Two places as text (the pattern allows at most two): compared with decimal.js, never as a float.
    transferTolerance: moneyText(env.TRANSFER_TOLERANCE ?? '0'),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    apiDocs: toBool(env.API_DOCS, !production),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** Shortest secret accepted in production (256 bits of base64 text are 43 characters). */
export const MIN_SECRET_LENGTH = 32;

/**
 * What production refuses to start without: the signing secrets set explicitly and long enough (a generated
 * one would differ per instance or live in the database next to what it protects). Empty outside production.
 */
export function productionProblems(config: Config): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  for (const [name, value] of [
    ['JWT_SECRET', config.jwtSecret],
    ['PAYMENT_WEBHOOK_SECRET', config.paymentWebhookSecret],
  ] as const) {
    if (!value) problems.push(`${name} 未设置：生产环境必须设置 (${name} is required when NODE_ENV=production)`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(
        `${name} 过短：至少 ${MIN_SECRET_LENGTH} 个字符 (${name} must be at least ${MIN_SECRET_LENGTH} characters)`,
      );
  }
  return problems;
}

/** Fills empty secrets with random values for this process only (tests, throwaway servers). */
export function withEphemeralSecrets(config: Config): Config {
  return {
    ...config,
    jwtSecret: config.jwtSecret || randomBytes(32).toString('base64url'),
    paymentWebhookSecret: config.paymentWebhookSecret || randomBytes(32).toString('base64url'),
  };
}
