/**
 * Priced catalogue reads (lists, search, detail, solutions): visitors get the one public cached answer (and
 * the fast path); a signed-in user whose company has 协议价 gets its company's own view, cached under a key
 * naming the company and the China day (validity dates turn over at midnight China time), made from the public
 * answer by the price engine's overlay (server/services/pricing/personal.ts). A company's view is never
 * stored under the public key nor answered by URL, and no company is ever answered another's entry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractPrices } from '../db/schema.js';
import { type CachedRead, cachedRead } from '../plugins/catalogue-cache.js';
import { applyContracts, summaryIds } from '../services/pricing/personal.js';
import { chinaDay, contractPricesOn } from '../services/pricing/reads.js';

/** Cache-Control of a company's view: never kept by shared caches, revalidated every time. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** The ids of companies with any contract price (one small cached part, dropped with tag `contracts`). */
async function companiesWithContracts(app: FastifyInstance): Promise<number[]> {
  return app.catalogueCache.part('contract-companies', ['contracts'], async () => {
    const rows = await app.db.selectDistinct({ id: contractPrices.companyId }).from(contractPrices);
    return rows.map((r) => r.id);
  });
}

/** `cachedRead` for an answer that shows prices of `region`. */
export async function pricedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead,
  region: number,
  produce: () => Promise<unknown>,
): Promise<void> {
  const app = request.server;
  const publicRead = { ...read, priced: true };
  if (!request.headers.authorization) return cachedRead(request, reply, publicRead, produce);
  await app.optionalAuth.call(app, request, reply);
  const companyId = request.auth?.companyId;
  if (companyId === undefined || !(await companiesWithContracts(app)).includes(companyId)) {
    return cachedRead(request, reply, publicRead, produce);
  }
  const day = chinaDay(app.now());
  const personal: CachedRead = {
    key: `personal|${companyId}|${day}|${read.key}`,
    tags: [...read.tags, 'contracts'],
    cacheControl: PERSONAL_CACHE_CONTROL,
    priced: true,
    personal: true,
  };
  return cachedRead(request, reply, personal, async () => {
    const shared = await app.catalogueCache.get(read.key, read.tags, async () =>
      String(reply.serialize(await produce())),
    );
    const answer: unknown = JSON.parse(shared.body);
    const contracts = await contractPricesOn(app.db, companyId, region, day, [...summaryIds(answer)]);
    return applyContracts(answer, contracts);
  });
}
