/**
 * A partner's web server on ANOTHER origin than the store, for trying and testing cross-origin embedding:
 * serves demo/partner-cross.html (and its script), the pages a test adds with `serve`, and nothing else.
 *
 *   npm start                                   # the store on http://127.0.0.1:8080 …
 *   CORS_ORIGINS=http://localhost:8081 npm start   # … with this page's origin allowed
 *   npx tsx scripts/partner-origin.ts [port=8081]  # then open http://localhost:8081/?store=http://127.0.0.1:8080
 *
 * The browser tests start it on a random port (startPartnerOrigin).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './build-state.js';

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'partner-cross.html', type: 'text/html; charset=utf-8' },
  '/partner-cross.html': { file: 'partner-cross.html', type: 'text/html; charset=utf-8' },
  '/partner-cross.js': { file: 'partner-cross.js', type: 'text/javascript; charset=utf-8' },
};

export interface PartnerOrigin {
  /** e.g. http://localhost:43121 (no trailing slash) */
  url: string;
  /**
   * Serves `html` at `pathname` from now on: a test's own partner page, from a real server on the partner's address
   * (a page a test fulfils in the browser has no address, and Chromium then refuses its requests to the loopback store).
   */
  serve(pathname: string, html: string): void;
  close(): Promise<void>;
}

/** Serves the partner page on `host:port` (port 0: a free one). `localhost` differs in origin from 127.0.0.1. */
export async function startPartnerOrigin(port = 0, host = 'localhost'): Promise<PartnerOrigin> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages.get(pathname);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(page);
      return;
    }
    const entry = FILES[pathname];
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-cache' })
      .end(readFileSync(path.join(repoRoot, 'demo', entry.file)));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://${host}:${address.port}`,
    serve: (pathname, html) => void pages.set(pathname, html),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 8081);
  startPartnerOrigin(port).then(({ url }) => {
    console.log(`合作伙伴页面 partner page: ${url}/?store=http://127.0.0.1:8080 (Ctrl+C to stop)`);
    console.log(`the store needs CORS_ORIGINS=${url}`);
  });
}
