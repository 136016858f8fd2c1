import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes.js';
import { afterSaleRoutes } from './after-sales.js';
import { commerceRoutes } from './commerce-routes.js';
import { operatorRoutes } from './operator.js';
import { orderReceiptRoutes } from './order-receipt.js';

/**
 * Every resource of the API, each a plugin under server/routes/ (see docs/api.md).
 * Accounts: users, company, enterprise users and customers, mail outbox.
 * Commerce: catalogue, showcase, consultations, help, cart, orders, payments, invoices.
 * Operator: the platform staff's console (/api/Operator/…), behind one guard.
 */
export const routes: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(commerceRoutes);
  await app.register(operatorRoutes);
  await app.register(orderReceiptRoutes);
  await app.register(afterSaleRoutes);
};
