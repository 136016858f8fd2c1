import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue.js';
import { consultationRoutes } from './consultations.js';
import { helpRoutes } from './help.js';
import { showcaseRoutes } from './showcase.js';

/** Registers the commerce resources' route plugins. */
export const commerceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(showcaseRoutes);
  await app.register(consultationRoutes);
  await app.register(helpRoutes);
};
