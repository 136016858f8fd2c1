/**
 * `npx tsx bench/trace-order.ts`: the statements one POST /api/Orders sends to PostgreSQL, in order, with
 * the time each took and which ran while the company row was locked (from its `for update` to the commit):
 * what a checkout costs in round trips, for bench/api.ts's checkout line. A fresh database, seeded, dropped.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { seed } from '../server/db/seed/index.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(query: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function main() {
  const name = `trace_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateDatabase(handle);
    await seed(handle.db);
    const app = await buildApp({
      db: handle.db,
      config: { ...loadConfig({ NODE_ENV: 'production' }), staticDir: '/nonexistent', maxUnpaidOrders: 1000 },
      logger: { level: 'info', stream: createWriteStream('/dev/null') },
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/Users/login',
      payload: { Email: 'buyer@demo.cn', Password: 'Demo@123456' },
    });
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const trace: { sql: string; ms: number }[] = [];
    let on = false;
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      if (!on || typeof args[args.length - 1] === 'function') return query.apply(this, args);
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      const t0 = performance.now();
      const p = query.apply(this, args);
      const at = trace.push({ sql: text.replace(/\s+/g, ' ').slice(0, 150), ms: 0 }) - 1;
      void Promise.resolve(p).then(
        () => (trace[at]!.ms = performance.now() - t0),
        () => (trace[at]!.sql = `FAILED ${trace[at]!.sql}`),
      );
      return p;
    };
    for (let round = 0; round < 3; round++) {
      await app.inject({
        method: 'POST',
        url: '/api/ShoppingCarts/items',
        headers,
        payload: { ProductId: 12, Quantity: 3, Region: 1 },
      });
      trace.length = 0;
      on = true;
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/Orders',
        headers: { ...headers, 'idempotency-key': `trace-${round}-${randomBytes(4).toString('hex')}` },
        payload: { Region: 1, InvoiceType: 0 },
      });
      const total = performance.now() - t0;
      on = false;
      if (round < 2) continue; // warm-up rounds (prepared plans, JIT)
      let locked = false;
      let lockedMs = 0;
      let lockedCount = 0;
      for (const [i, t] of trace.entries()) {
        if (/for update/i.test(t.sql) && /"companies"/.test(t.sql)) locked = true;
        if (locked) {
          lockedMs += t.ms;
          lockedCount++;
        }
        console.log(`${String(i + 1).padStart(2)} ${locked ? 'L' : ' '} ${t.ms.toFixed(2).padStart(6)} ms  ${t.sql}`);
      }
      console.log(
        `POST /api/Orders ${res.statusCode}: ${trace.length} statements, ${total.toFixed(1)} ms; ` +
          `${lockedCount} of them (${lockedMs.toFixed(1)} ms of SQL) with the company row locked`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
