/**
 * Named component schemas for the OpenAPI document (server/openapi.ts): every object schema the contract modules
 * export (`src/contract/*.ts`, TypeBox) is `#/components/schemas/<its export name>`, and each place of the document
 * that holds exactly that schema (an answer, a request body, a property, an array's items, inside another named
 * schema) refers to it. A generated client then has `components['schemas']['ProductDetail']` instead of hundreds of
 * anonymous shapes. Only the schemas the document uses are listed (Redocly: no unused components).
 */
import { isDeepStrictEqual } from 'node:util';

import * as addresses from '../src/contract/addresses.js';
import * as afterSales from '../src/contract/after-sales.js';
import * as carriers from '../src/contract/carriers.js';
import * as cart from '../src/contract/cart.js';
import * as catalogue from '../src/contract/catalogue.js';
import * as catalogues from '../src/contract/catalogues.js';
import * as common from '../src/contract/common.js';
import * as company from '../src/contract/company.js';
import * as contractPrices from '../src/contract/contract-prices.js';
import * as credit from '../src/contract/credit.js';
import * as embed from '../src/contract/embed.js';
import * as governance from '../src/contract/governance.js';
import * as help from '../src/contract/help.js';
import * as invoices from '../src/contract/invoices.js';
import * as media from '../src/contract/media.js';
import * as modelNumber from '../src/contract/model-number.js';
import * as operator from '../src/contract/operator.js';
import * as operatorAccounts from '../src/contract/operator-accounts.js';
import * as operatorCatalogue from '../src/contract/operator-catalogue.js';
import * as operatorContent from '../src/contract/operator-content.js';
import * as operatorContentFields from '../src/contract/operator-content-fields.js';
import * as operatorOrders from '../src/contract/operator-orders.js';
import * as operatorReports from '../src/contract/operator-reports.js';
import * as operatorRoles from '../src/contract/operator-roles.js';
import * as orderTable from '../src/contract/order-table.js';
import * as orders from '../src/contract/orders.js';
import * as payments from '../src/contract/payments.js';
import * as quickOrder from '../src/contract/quick-order.js';
import * as quoteTerms from '../src/contract/quote-terms.js';
import * as quotes from '../src/contract/quotes.js';
import * as search from '../src/contract/search.js';
import * as spendReport from '../src/contract/spend-report.js';
import * as transfers from '../src/contract/transfers.js';
import * as users from '../src/contract/users.js';

const MODULES: ReadonlyArray<Record<string, unknown>> = [
  addresses,
  afterSales,
  cart,
  catalogue,
  common,
  company,
  contractPrices,
  credit,
  embed,
  governance,
  help,
  invoices,
  operatorAccounts,
  operatorCatalogue,
  operatorContent,
  operatorOrders,
  operatorReports,
  operator,
  quickOrder,
  orders,
  payments,
  quotes,
  quoteTerms,
  search,
  spendReport,
  users,
  catalogues,
  carriers,
  media,
  orderTable,
  modelNumber,
  operatorContentFields,
  operatorRoles,
  transfers,
];

type Json = Record<string, unknown>;

/** The plain JSON of a schema as it appears in the document (TypeBox's symbol keys dropped, OpenAPI 3.0 form). */
const plain = (value: unknown): Json => toOpenapi30(JSON.parse(JSON.stringify(value))) as Json;

const ANNOTATIONS = new Set(['title', 'description', 'default', 'example', 'examples', 'deprecated', 'readOnly']);
const isNullSchema = (s: Json) =>
  s.nullable === true &&
  Array.isArray(s.enum) &&
  s.enum.length === 1 &&
  s.enum[0] === null &&
  Object.keys(s).every(
    (k) => k === 'type' || k === 'nullable' || k === 'enum' || ANNOTATIONS.has(k) || k.startsWith('x-'),
  );

/**
 * What @fastify/swagger makes of a JSON schema for an OpenAPI 3.0 document (its convertJsonSchemaToOpenapi3, not
 * exported): `const` → `enum`, `type: 'null'` → a null-only schema, an `anyOf`/`oneOf` of one type and null → that type
 * with `nullable: true`, `patternProperties` → `additionalProperties`, no `$id`/`$schema`. Used only to recognise the
 * contract's schemas in the document; tests/server/openapi.test.ts fails when the two drift apart.
 */
function toOpenapi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenapi30);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$id' || key === '$schema' || key === 'definitions') continue;
    if (key === 'const') out.enum = [value];
    else if (key === 'patternProperties') out.additionalProperties = toOpenapi30(Object.values(value as Json)[0]);
    else if (key === 'properties')
      out.properties = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, toOpenapi30(v)]));
    else out[key] = toOpenapi30(value);
  }
  if (out.type === 'null') Object.assign(out, { type: 'object', nullable: true, enum: [null] });
  for (const combinator of ['anyOf', 'oneOf']) {
    const members = out[combinator];
    if (!Array.isArray(members)) continue;
    const nonNull = (members as Json[]).filter((m) => !isNullSchema(m));
    if (nonNull.length !== 1 || nonNull.length === members.length) continue;
    const member = nonNull[0]!;
    if (!('type' in member) || !Object.keys(member).every((k) => k === 'nullable' || !(k in out))) continue;
    delete out[combinator];
    Object.assign(out, member);
    out.nullable = true;
  }
  return out;
}

/** Object schemas worth a name: an object with properties (not a primitive, not an empty body). */
function isNamedShape(value: unknown): value is Json {
  if (!value || typeof value !== 'object') return false;
  const v = value as Json;
  return v.type === 'object' && !!v.properties && Object.keys(v.properties as Json).length > 0;
}

interface Named {
  name: string;
  schema: Json;
}

let cache: Named[] | undefined;

/** Every exported object schema, by export name; a schema exported under two names keeps the first. */
export function namedContractSchemas(): Named[] {
  if (cache) return cache;
  const out: Named[] = [];
  const byKey = new Map<string, string>();
  const taken = new Set<string>();
  // The console's content resources: their schemas are built per resource (contract/operator-content.ts).
  const content: Record<string, unknown> = {};
  for (const resource of operatorContent.ContentResources) {
    const pascal = resource.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
    content[`Content${pascal}Item`] = operatorContent.contentItemSchema(resource);
    content[`Content${pascal}Body`] = operatorContent.contentBodySchema(resource);
    content[`Content${pascal}Page`] = operatorContent.contentPageSchema(resource);
  }
  for (const mod of [...MODULES, content]) {
    for (const [name, value] of Object.entries(mod)) {
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || !isNamedShape(value)) continue;
      const schema = plain(value);
      const key = JSON.stringify(schema);
      if (byKey.has(key) || taken.has(name)) continue;
      byKey.set(key, name);
      taken.add(name);
      out.push({ name, schema });
    }
  }
  cache = out;
  return out;
}

/** Index by a cheap fingerprint (sorted property names) so each node is compared with few candidates. */
function fingerprint(schema: Json): string {
  return Object.keys((schema.properties as Json | undefined) ?? {})
    .sort()
    .join(',');
}

/**
 * Replaces, in place, each holder's schema (an answer's or a request body's content) and every part of it that equals
 * a named schema by its `$ref`, and returns the components to add: those used, each with its own named parts referred
 * to.
 */
export function nameSchemas(holders: Array<{ schema?: unknown }>): Record<string, Json> {
  const index = new Map<string, Named[]>();
  for (const n of namedContractSchemas()) {
    const f = fingerprint(n.schema);
    index.set(f, [...(index.get(f) ?? []), n]);
  }
  const pending: Named[] = [];
  const used = new Set<string>();
  const match = (node: Json): Named | undefined =>
    isNamedShape(node) ? index.get(fingerprint(node))?.find((n) => isDeepStrictEqual(n.schema, node)) : undefined;
  const use = (n: Named) => {
    if (!used.has(n.name)) {
      used.add(n.name);
      pending.push(n);
    }
    return { $ref: `#/components/schemas/${n.name}` };
  };
  /**
   * The node, or its `$ref` when it is a named schema (`top`: a component's own body, kept). A named schema made
   * nullable (`Nullable(OrderInvoiceTitle)`, `nullable: true` beside its properties in OpenAPI 3.0) refers to it too:
   * `{ type: 'object', nullable: true, allOf: [{ $ref }] }` (a `$ref`'s siblings are ignored in 3.0, and `nullable`
   * needs its `type`), which openapi-typescript reads as `OrderInvoiceTitle | null`.
   */
  const walk = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((x) => walk(x, false));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    const n = top ? undefined : match(obj);
    if (n) return use(n);
    if (!top && obj.nullable === true) {
      const { nullable: _, ...rest } = obj;
      const m = match(rest);
      if (m) return { type: 'object', nullable: true, allOf: [use(m)] };
    }
    for (const key of ['properties', 'patternProperties']) {
      const children = obj[key] as Json | undefined;
      if (children && typeof children === 'object')
        for (const [k, child] of Object.entries(children)) children[k] = walk(child, false);
    }
    for (const key of ['items', 'additionalProperties', 'not']) {
      if (obj[key] && typeof obj[key] === 'object') obj[key] = walk(obj[key], false);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      if (Array.isArray(obj[key])) obj[key] = (obj[key] as unknown[]).map((x) => walk(x, false));
    }
    return obj;
  };
  for (const holder of holders) if (holder.schema) holder.schema = walk(holder.schema, false);
  const components: Record<string, Json> = {};
  while (pending.length > 0) {
    const n = pending.shift()!;
    components[n.name] = walk(structuredClone(n.schema), true) as Json;
  }
  return components;
}
