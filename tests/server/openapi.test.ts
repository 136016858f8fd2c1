/**
 * The OpenAPI document (/api/docs/json) is one a client generator can use: servers from PUBLIC_URL, one unique
 * operationId per operation, `security` on every operation (the guard the route really runs; `[]` when public),
 * Idempotency-Key required where the server refuses a create without it, development-only routes only when they are
 * switched on, and Redocly's recommended rules at 0 errors (run offline, as in `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-state.js';
import { bearer, createTestApp, describeOnce, type TestContext } from './helpers/app.js';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
};
type Answer = { description?: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

describeOnce('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Document;
  const work = mkdtempSync(path.join(tmpdir(), 'b2b-openapi-'));
  beforeAll(async () => {
    ctx = await createTestApp({ config: { outboxVisible: false, sandboxPayments: false } });
    doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(work, { recursive: true, force: true });
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m} ${p}`, op })));

  it('names the server from PUBLIC_URL and gives every operation a unique operationId and its security', () => {
    expect(doc.servers).toEqual([{ url: ctx.config.publicUrl }]);
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter(({ op }) => !op.operationId).map(({ key }) => key)).toEqual([]);
    expect(new Set(ops.map(({ op }) => op.operationId)).size).toBe(ops.length);
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
    const security = (key: string) => ops.find((o) => o.key === key)?.op.security;
    expect(security('get /api/Products/{id}')).toEqual([]);
    expect(security('post /api/Users/login')).toEqual([]);
    expect(security('get /api/Users/Info')).toEqual([{ bearerAuth: [] }]);
    expect(security('get /api/Orders')).toEqual([{ bearerAuth: [] }]);
    expect(security('get /api/Operator/dashboard')).toEqual([{ operatorAuth: [] }]);
  });

  it('refers every error answer to the named ErrorResponse and says what each answer means', () => {
    const answers = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses).map(([status, a]) => ({ key: `${key} ${status}`, status, a: a as Answer })),
    );
    expect(answers.filter(({ a }) => a.description === 'Default Response').map(({ key }) => key)).toEqual([]);
    const errors = answers.filter(({ status }) => /^4/.test(status) && status !== '429');
    expect(errors.length).toBeGreaterThan(100);
    const inline = errors.filter(
      ({ a }) => !Object.values(a.content ?? {}).some((c) => c.schema?.$ref === '#/components/schemas/ErrorResponse'),
    );
    expect(inline.map(({ key }) => key)).toEqual([]);
    expect(Object.keys(doc.components?.schemas ?? {})).toContain('ErrorResponse');
  });

  it('names every shared shape: each object answer and request body refers to a component schema', () => {
    const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
    const shared = ['ProductSummary', 'ProductDetail', 'ProductPage', 'UserInfo', 'LoginBody', 'TokenResponse', 'Cart'];
    shared.push('CartLine', 'OrderSummary', 'OrderDetail', 'OrderDetailLine', 'OrderPage', 'DeliveryAddress');
    shared.push('OrderDeliveryAddress', 'InvoiceDetail', 'InvoiceOrder', 'InvoicePage', 'AfterSale', 'AfterSalePage');
    for (const name of shared) expect(Object.keys(schemas), name).toContain(name);
    // A named shape made nullable refers to its schema too (openapi-typescript: `OrderInvoiceTitle | null`).
    expect((schemas.OrderDetail as { properties: Record<string, unknown> }).properties.InvoiceTitle).toEqual({
      type: 'object',
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/OrderInvoiceTitle' }],
    });
    // No object shape is written out twice: a shape used in two places has a name.
    const written = new Map<string, number>();
    const walk = (node: unknown, top: boolean): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as { type?: string; properties?: object };
      if (!top && n.type === 'object' && n.properties) {
        const key = JSON.stringify(n);
        written.set(key, (written.get(key) ?? 0) + 1);
      }
      for (const child of Object.values(node)) walk(child, false);
    };
    walk(doc.paths, false);
    for (const schema of Object.values(schemas)) walk(schema, true);
    expect([...written].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
    const bodies = operations().flatMap(({ key, op }) => [
      ...Object.entries(op.responses)
        .filter(([status]) => /^2/.test(status))
        .flatMap(([status, a]) =>
          Object.values((a as Answer).content ?? {}).map((c) => ({ key: `${key} ${status}`, schema: c.schema })),
        ),
      ...Object.values(
        (op as { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }).requestBody?.content ??
          {},
      ).map((c) => ({ key: `${key} body`, schema: c.schema })),
    ]);
    const inline = bodies.filter(
      ({ schema }) =>
        (schema as { type?: string; properties?: object } | undefined)?.type === 'object' &&
        !!(schema as { properties?: object }).properties,
    );
    expect(inline.map(({ key }) => key)).toEqual([]);
    expect(bodies.filter(({ schema }) => schema?.$ref).length).toBeGreaterThan(200);
    // The product detail answer is the named ProductDetail; every $ref points at a schema the document has.
    expect(doc.paths['/api/Products/{id}']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductDetail' } } },
    });
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  });

  it('documents a public operation as public: it answers without a token', async () => {
    const publicGets = operations().filter(
      ({ key, op }) => key.startsWith('get /api/') && op.security?.length === 0 && !key.includes('{'),
    );
    expect(publicGets.length).toBeGreaterThan(5);
    for (const { key } of publicGets) {
      const res = await ctx.app.inject({ method: 'GET', url: key.slice(4) });
      expect([401, 403], key).not.toContain(res.statusCode);
    }
  });

  it('requires Idempotency-Key where the server refuses a create without it', async () => {
    for (const key of ['post /api/Orders', 'post /api/Payments', 'post /api/Quotes/{id}/accept']) {
      const [method, p] = key.split(' ') as [string, string];
      const header = doc.paths[p]![method]!.parameters?.find((x) => x.name === 'idempotency-key');
      expect(header, key).toMatchObject({ in: 'header', required: true });
    }
    const token = await ctx.login('buyer@demo.cn');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Orders', headers: bearer(token), payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('leaves out development-only routes when they are off (production), and lists them when on', async () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/api/dev/') || p.startsWith('/api/Payments/sandbox/'))).toEqual([]);
    const dev = await createTestApp({ seed: false, config: { outboxVisible: true, sandboxPayments: true } });
    try {
      const devDoc = (await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
      expect(Object.keys(devDoc.paths)).toEqual(
        expect.arrayContaining(['/api/dev/outbox', '/api/Payments/sandbox/{id}']),
      );
    } finally {
      await dev.close();
    }
  });

  it('passes Redocly lint (recommended rules) with 0 errors', { timeout: 120_000 }, () => {
    const file = path.join(work, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = spawnSync(
      path.join(repoRoot, 'node_modules', '.bin', 'redocly'),
      ['lint', '--extends=recommended', '--format=json', file],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  it('gives openapi-typescript a client type that a sample call site type-checks against', { timeout: 180_000 }, () => {
    const file = path.join(work, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const generated = spawnSync(
      path.join(repoRoot, 'node_modules', '.bin', 'openapi-typescript'),
      [file, '-o', path.join(work, 'api.d.ts')],
      { encoding: 'utf8' },
    );
    expect(generated.status, generated.stderr).toBe(0);
    // A partner's call sites: named operations, their parameters and answers.
    writeFileSync(
      path.join(work, 'sample.ts'),
      `import type { components, operations, paths } from './api';
type ProductDetail = paths['/api/Products/{id}']['get']['responses'][200]['content']['application/json'];
export const name = (p: ProductDetail): string => p.Name;
export const same = (p: components['schemas']['ProductDetail']): ProductDetail => p;
type CreateOrder = operations['postApiOrders'];
export const key: CreateOrder['parameters']['header']['idempotency-key'] = 'order-1';
type Login = operations['postApiUsersLogin']['requestBody'];
export const login: NonNullable<Login>['content']['application/json'] = { Email: 'a@b.cn', Password: 'x', CaptchaId: 'c', CaptchaCode: '1234' };
// @ts-expect-error the product has no such field
export const wrong = (p: ProductDetail) => p.NoSuchField;
// A nullable named shape: OrderInvoiceTitle | null.
type OrderDetail = components['schemas']['OrderDetail'];
export const title = (o: OrderDetail): string | undefined => o.InvoiceTitle?.Name;
// @ts-expect-error the invoice title may be null
export const unchecked = (o: OrderDetail): string => o.InvoiceTitle.Name;
`,
    );
    writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: [],
        },
        files: ['sample.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', work], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
  });
});
