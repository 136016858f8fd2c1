/** Demo data, in dependency order. Idempotent: a second run changes nothing. */
import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedCatalogue } from './catalogue.js';
import { seedCommerce } from './commerce.js';

export async function seed(db: Db): Promise<void> {
  await seedCatalogue(db);
  await seedAccounts(db);
  await seedCommerce(db);
}
