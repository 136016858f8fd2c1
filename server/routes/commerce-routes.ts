import type { FastifyPluginAsync } from 'fastify';
import { approvalRoutes } from './approvals.js';
import { cartRoutes } from './cart.js';
import { catalogueRoutes } from './catalogue.js';
import { consultationRoutes } from './consultations.js';
import { favoriteRoutes } from './favorites.js';
import { helpRoutes } from './help.js';
import { invoiceRoutes } from './invoices.js';
import { orderRoutes } from './orders.js';
import { paymentRoutes } from './payments.js';
import { purchaseListRoutes } from './purchase-lists.js';
import { quickOrderRoutes } from './quick-order.js';
import { quoteRoutes } from './quotes.js';
import { showcaseRoutes } from './showcase.js';
import { transferBatchRoutes } from './transfer-batches.js';

/** Registers the commerce resources' route plugins. */
export const commerceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(showcaseRoutes);
  await app.register(consultationRoutes);
  await app.register(helpRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(transferBatchRoutes);
  await app.register(invoiceRoutes);
  await app.register(quoteRoutes);
  await app.register(quickOrderRoutes);
  await app.register(purchaseListRoutes);
  await app.register(favoriteRoutes);
  await app.register(approvalRoutes);
};
