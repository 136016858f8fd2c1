import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes.js';
import { commerceRoutes } from './commerce-routes.js';

/**
 * Every resource of the API, each a plugin under server/routes/ (see docs/api.md).
 * Accounts: users, company, enterprise users and customers, mail outbox.
 * Commerce: catalogue, showcase, consultations, help, cart, orders, payments, invoices.
 */
export const routes: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(commerceRoutes);
};
