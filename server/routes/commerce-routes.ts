import type { FastifyPluginAsync } from 'fastify';

/** Registers the commerce resources' route plugins. */
export const commerceRoutes: FastifyPluginAsync = async (_app) => {};
