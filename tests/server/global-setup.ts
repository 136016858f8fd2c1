/**
 * Once per server test run: the migrated and the seeded database that every test app copies
 * (helpers/test-databases.ts), for the databases this run covers (TEST_DATABASE; PostgreSQL when it answers).
 */
import { postgresAnswers, prepareDatabaseOriginals, type TestDatabase } from './helpers/test-databases.js';

export default async function setup(): Promise<() => Promise<void>> {
  const only = process.env.TEST_DATABASE;
  const kinds: TestDatabase[] = [];
  if (!only || only === 'pglite') kinds.push('pglite');
  if ((!only || only === 'postgres') && (await postgresAnswers())) kinds.push('postgres');
  return prepareDatabaseOriginals(kinds);
}
