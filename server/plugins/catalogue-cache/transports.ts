/**
 * How a drop reaches the other instances: Redis pub/sub when config.redisUrl is set, else PostgreSQL
 * LISTEN/NOTIFY when the database is PostgreSQL, else (PGlite, one process) none. While the channel is down,
 * drops could be missed, so the store is suspended until it is back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AnswerStore } from './store.js';

const CHANNEL = 'b2b_catalogue_changed';

interface Message {
  from: string;
  tags: string[];
}

/** Sets `app.catalogueBroadcast` and subscribes `cache` to the other instances' drops. */
export async function connectTransport(app: FastifyInstance, cache: AnswerStore): Promise<void> {
  const instance = randomUUID();
  app.decorate('catalogueBroadcast', async (_tags: string[]) => {});

  const receive = (raw: string) => {
    try {
      const message = JSON.parse(raw) as Message;
      if (message.from !== instance && Array.isArray(message.tags)) cache.drop(message.tags.map(String));
    } catch {
      app.log.warn('catalogue cache: unreadable invalidation message ignored');
    }
  };
  const encode = (tags: string[]) => JSON.stringify({ from: instance, tags } satisfies Message);

  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const publisher = new Redis(app.config.redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: app.config.redisTimeoutMs,
    });
    const subscriber = new Redis(app.config.redisUrl);
    for (const client of [publisher, subscriber])
      client.on('error', (error) => app.log.warn({ err: error }, 'catalogue cache: redis error'));
    // Redis may be down at start (the app still starts; /readyz says so): until the subscription stands, drops
    // from other instances could be missed, so nothing is served from memory before then, nor while it is lost.
    cache.suspend();
    let subscribed = false;
    subscriber.on('message', (_channel: string, raw: string) => receive(raw));
    subscriber.on('close', () => cache.suspend());
    subscriber.on('ready', () => {
      if (subscribed) cache.resume(); // ioredis re-subscribes on reconnect
    });
    subscriber.subscribe(CHANNEL).then(
      () => {
        subscribed = true;
        cache.resume();
      },
      (error: unknown) => app.log.warn({ err: error }, 'catalogue cache: subscription failed'),
    );
    app.catalogueBroadcast = async (tags) => {
      await publisher.publish(CHANNEL, encode(tags));
    };
    app.addHook('onClose', async () => {
      subscriber.disconnect();
      if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
      else publisher.disconnect();
    });
    return;
  }

  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return; // PGlite: one process, the local drop is enough.
  const pool = client;
  // Its own connection (not one of the pool's), so request queries keep every pooled connection.
  const options = (pool as unknown as { options: pg.ClientConfig }).options;
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const c = new pg.Client(options);
    try {
      c.on('notification', (n) => {
        if (n.channel === CHANNEL && n.payload) receive(n.payload);
      });
      c.on('error', (error) => {
        // Disconnected, drops may be missed: no cached answers until LISTEN is back.
        app.log.warn({ err: error }, 'catalogue cache: LISTEN connection lost, retrying');
        cache.suspend();
        void c.end().catch(() => {});
        if (listener === c) listener = undefined;
        if (!closing) retry = setTimeout(() => void listen(), 1_000);
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      listener = c;
      cache.resume();
    } catch (error) {
      app.log.warn({ err: error }, 'catalogue cache: LISTEN failed, retrying');
      cache.suspend();
      void c.end().catch(() => {});
      if (!closing) retry = setTimeout(() => void listen(), 1_000);
    }
  };
  await listen();
  app.catalogueBroadcast = async (tags) => {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, encode(tags)]);
  };
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    if (listener) {
      const c = listener;
      listener = undefined;
      await c.end().catch(() => {});
    }
  });
}
