/**
 * Seed data, in dependency order. Idempotent: a second run changes nothing. The catalogue (regions,
 * categories, brands, products, help) is always seeded; demo accounts and orders (with a published password)
 * only when `demo` is set (SEED_DEMO, on by default outside production).
 */
import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedCatalogue } from './catalogue.js';
import { seedCommerce } from './commerce.js';
import { seedGovernance } from './governance.js';
import { seedOperators } from './operators.js';

export async function seed(db: Db, opts: { demo?: boolean } = {}): Promise<void> {
  await seedCatalogue(db);
  if (opts.demo === false) return;
  await seedAccounts(db);
  await seedCommerce(db);
  await seedOperators(db);
  await seedGovernance(db);
}
