/**
 * Makes a database ready to serve, the same way from every instance: migrations, the shared development
 * secrets and the seed run under one PostgreSQL advisory lock, so N instances started at once on an empty
 * database wait for each other instead of racing on CREATE TABLE or the seed's unique keys.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { DatabaseHandle, Db } from './client.js';
import { migrateDatabase } from './migrate.js';
import { appSettings } from './schema.js';
import { seed } from './seed/index.js';

/** The advisory lock key of the start-up work (any constant bigint shared by all instances: "b2bstart"). */
export const STARTUP_LOCK_KEY = 0x6232_6273_7461_7274n;

/** Runs `work` while holding the start-up advisory lock (PostgreSQL); PGlite is one process, its file lock suffices. */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.raw.kind !== 'postgres') return work();
  const client = await handle.raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

type SecretName = 'jwtSecret' | 'paymentWebhookSecret';
const SECRET_KEYS: Record<SecretName, string> = {
  jwtSecret: 'secret.jwt',
  paymentWebhookSecret: 'secret.payment-webhook',
};

/** Secrets an older version generated into `${DATA_DIR}/secrets.json`: adopted once so sessions survive the upgrade. */
function legacySecrets(dataDir: string): Partial<Record<SecretName, string>> {
  const file = path.join(dataDir, 'secrets.json');
  if (dataDir.startsWith('memory://') || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
  } catch {
    return {};
  }
}

/**
 * Fills the secrets the environment left empty from the database (`app_settings`), generating them once:
 * every instance sharing the database signs and checks tokens, codes and cashier links with the same keys.
 * The first writer wins (ON CONFLICT DO NOTHING), so this is safe even without the start-up lock.
 */
export async function ensureSharedSecrets(db: Db, config: Config): Promise<Config> {
  const missing = (Object.keys(SECRET_KEYS) as SecretName[]).filter((name) => !config[name]);
  if (missing.length === 0) return config;
  const legacy = legacySecrets(config.dataDir);
  await db
    .insert(appSettings)
    .values(
      missing.map((name) => ({ key: SECRET_KEYS[name], value: legacy[name] || randomBytes(32).toString('base64url') })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        missing.map((name) => SECRET_KEYS[name]),
      ),
    );
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const next = { ...config };
  for (const name of missing) next[name] = stored.get(SECRET_KEYS[name]) ?? '';
  return next;
}

/**
 * Migrations, shared secrets and (unless switched off) the demo seed, under the start-up lock. Returns the
 * configuration with its secrets filled.
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<Config> {
  return withStartupLock(handle, async () => {
    await migrateDatabase(handle);
    const ready = await ensureSharedSecrets(handle.db, config);
    await seed(handle.db, { demo: ready.seedDemo });
    return ready;
  });
}

/** Whether the database answers a trivial query (readiness). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
