import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './company.js';
import { companyUsersRoutes } from './company-users.js';
import { customersRoutes } from './customers.js';
import { devOutboxRoutes } from './dev-outbox.js';
import { usersRoutes } from './users.js';

/** Registers the account resources' route plugins. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(companyRoutes);
  await app.register(companyUsersRoutes);
  await app.register(customersRoutes);
  await app.register(devOutboxRoutes);
};
