import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AreaDefinition } from './area.js';
import type { Database } from './db/database.js';

/** What a background work gets: the database (not a request's transaction) and the server's log. */
export interface BackgroundContext {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * Work an area keeps running in every server process (not a scheduled job: it runs wherever the
 * API runs, jobs on or off). `start` answers how to stop it; stopping waits for the work under way.
 */
export interface BackgroundWork {
  name: string;
  start(ctx: BackgroundContext): () => Promise<void>;
}

/** Starts the areas' background work when the server is ready and stops it when it closes. */
export function installBackground(app: FastifyInstance, db: Database, areas: readonly AreaDefinition[]): void {
  const stops: Array<() => Promise<void>> = [];
  app.addHook('onReady', async () => {
    for (const area of areas) for (const work of area.background ?? []) stops.push(work.start({ db, log: app.log }));
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
}
