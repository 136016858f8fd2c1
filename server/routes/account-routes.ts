import type { FastifyPluginAsync } from 'fastify';

/** Registers the account resources' route plugins. */
export const accountRoutes: FastifyPluginAsync = async (_app) => {};
