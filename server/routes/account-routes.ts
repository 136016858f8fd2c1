import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './company.js';
import { companyEvidenceRoutes } from './company-evidence.js';
import { companyUsersRoutes } from './company-users.js';
import { creditRoutes } from './credit.js';
import { customersRoutes } from './customers.js';
import { deliveryAddressRoutes } from './delivery-addresses.js';
import { departmentRoutes } from './departments.js';
import { devOutboxRoutes } from './dev-outbox.js';
import { embedRoutes } from './embed.js';
import { profileRoutes } from './profile.js';
import { usersRoutes } from './users.js';

/** Registers the account resources' route plugins. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(profileRoutes);
  await app.register(companyEvidenceRoutes);
  await app.register(companyRoutes);
  await app.register(companyUsersRoutes);
  await app.register(customersRoutes);
  await app.register(departmentRoutes);
  await app.register(creditRoutes);
  await app.register(deliveryAddressRoutes);
  await app.register(devOutboxRoutes);
  await app.register(embedRoutes);
};
