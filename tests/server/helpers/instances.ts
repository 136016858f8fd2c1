/**
 * Real server processes (server/main.ts) for the multi-instance and chaos tests, and the tiny round-robin proxy
 * in front of them (what compose.yaml runs with Caddy).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * What every test instance is started with: its database and Redis (own key prefix), development secrets generated
 * and shared through the database, no static files, demo data, quiet logs, no mail server. Tests add their own.
 */
export function instanceEnv(databaseUrl: string, redisUrl: string, redisKeyPrefix: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '8',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: '',
    PAYMENT_WEBHOOK_SECRET: '',
    HOST: '127.0.0.1',
    STATIC_DIR: '/nonexistent-static-dir',
    SKIP_CLIENT_BUILD: '1',
    SEED_DEMO: '1',
    MAX_UNPAID_ORDERS: '1000',
    LOG_LEVEL: 'warn',
    SMTP_HOST: '',
  };
}

export interface Instance {
  port: number;
  child: ChildProcess;
  output: string[];
}

export function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  // The server itself is the child (tsx as a loader, not the tsx CLI, which would run it as a grandchild):
  // kill -9 must hit the server, and nothing may outlive the test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  return { port, child, output };
}

export async function waitReady(instance: Instance, timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) throw new Error(`instance exited: ${instance.output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance on ${instance.port} not ready: ${instance.output.join('')}`);
}

/** A round-robin reverse proxy over the given ports; 502 when the chosen instance does not answer. */
export function roundRobinProxy(ports: number[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    // Like Caddy or nginx: append the address the request came from to X-Forwarded-For. The test's clients
    // all come from 127.0.0.1, so each sends the address it stands for as the header's first entry.
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"Error":"upstream down"}');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
