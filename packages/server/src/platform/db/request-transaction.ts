import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { methodsOf } from '../routes/route-hooks.js';
import { isWriteRoute } from '../routes/writes.js';
import { withOutbox } from '../wiring/events.js';
import type { Database } from './database.js';

interface OpenTransaction {
  tx: Database;
  /** False once the transaction has ended: work the request left running goes to the database. */
  open: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the handler runs in one transaction: on by default for a route that writes (a write
     * method, or a GET that names its operation-log entry), off for others. Turn it off for a
     * write that must keep what it wrote when it then refuses (a failed sign-in counts), or that
     * waits on another process which writes through its own connection (a device command's
     * record, a job run now); turn it on for a GET that writes without naming an entry.
     */
    transaction?: boolean;
  }
}

/**
 * Every write request all or nothing: the handler runs inside a transaction that commits when it
 * answers and rolls back when it throws, so a refusal half-way, a lost connection or a killed
 * process never leaves half a write (a role without its menus). Areas get `db`, a stand-in that
 * talks to the running request's transaction, or to the database outside one; a transaction an
 * area opens itself becomes a savepoint inside it.
 */
export function requestTransactions(base: Database): { db: Database; install: (app: FastifyInstance) => void } {
  const current = new AsyncLocalStorage<OpenTransaction>();

  const db = new Proxy({} as Database, {
    get(_target, property) {
      const store = current.getStore();
      const target = (store?.open ? store.tx : base) as unknown as Record<PropertyKey, unknown>;
      const value = target[property];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

  const install = (app: FastifyInstance): void => {
    app.addHook('onRoute', (route) => {
      const wanted = route.config?.transaction ?? methodsOf(route).some((m) => isWriteRoute(m, route.config));
      if (!wanted) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function (this: FastifyInstance, request, reply) {
        // An upload or import arrives while its handler runs: a transaction held open during a
        // slow upload would hold up everyone on the embedded database. Those handlers read the
        // file first and then write in one transaction of their own.
        if (request.isMultipart()) return handler.call(this, request, reply);
        // Events the request publishes are heard after its commit, and never after a rollback.
        return withOutbox(base, () =>
          base.transaction(async (tx) => {
            const store: OpenTransaction = { tx: tx as unknown as Database, open: true };
            try {
              return await current.run(store, () => handler.call(this, request, reply));
            } finally {
              store.open = false;
            }
          }),
        );
      } as RouteHandlerMethod;
    });
  };

  return { db, install };
}
