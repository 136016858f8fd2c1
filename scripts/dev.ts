/**
 * `npm run dev`: the demo pages with HMR (Vite, root demo/, `/elements/*.js` mapped to the TypeScript sources)
 * and the real API (server/app.ts on PGlite under DATA_DIR, or DATABASE_URL) on its own loopback port,
 * proxied by Vite under /api and /media. Open http://localhost:5173/ (storefront) and /partner.html.
 *
 * DEV_PORT changes the Vite port (default 5173). The API uses the same data folder as `npm start`, so do not
 * run both at once on one folder (the lock file refuses it).
 */
import path from 'node:path';
import { createServer } from 'vite';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { DEMO_PASSWORD } from '../server/db/seed/accounts.js';
import { prepareDatabase } from '../server/db/startup.js';
import { repoRoot } from './build-state.js';

async function main(): Promise<void> {
  const env = { ...loadConfig(), staticDir: '/nonexistent-static-dir' };
  const handle = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
  const config = await prepareDatabase(handle, env);
  const api = await buildApp({ db: handle.db, config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const vite = await createServer({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    server: {
      port: Number(process.env.DEV_PORT ?? 5173),
      proxy: {
        '/api': { target: apiUrl, changeOrigin: false },
        '/media': { target: apiUrl, changeOrigin: false },
      },
    },
  });
  await vite.listen();
  const local = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(
    [
      '',
      `开发服务器 dev server: ${local}  (店铺 storefront)`,
      `合作伙伴示例页 partner page: ${local}partner.html`,
      `API: ${apiUrl} (proxied at /api, /media; docs ${local}api/docs)`,
      `数据库: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}; 演示账号 admin@demo.cn / buyer@demo.cn / pending@demo.cn, 密码 ${DEMO_PASSWORD}`,
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await vite.close().catch(() => {});
    await api.close().catch(() => {});
    await handle.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('开发服务器启动失败 dev server failed:', error);
  process.exit(1);
});
