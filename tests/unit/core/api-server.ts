/**
 * A real HTTP fake for core tests: MSW's node server intercepting `fetch`, plus a log of every request
 * it saw. Call `useApiServer()` at the top of a test file; add handlers with `server.use(...)`.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
}

export function useApiServer() {
  const server = setupServer();
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  /** Requests seen for a path (pathname only), in order. */
  const requestsTo = (pathname: string, method?: string) =>
    seen.filter((r) => r.url.pathname === pathname && (!method || r.method === method));
  return { server, seen, requestsTo };
}
