import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Client } from 'pg';
import type { DatabaseHandle } from './database.js';

/** What a listener is told about a channel. */
export interface ChannelHandlers {
  /** A NOTIFY on the channel, delivered after the sender's transaction committed. */
  message(payload: string): void;
  /**
   * Whether messages are being heard. Whatever was sent while not listening is lost, so a
   * `true` after a `false` means "something may have been missed".
   */
  listening(on: boolean, err?: Error): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/** Waits after a lost LISTEN connection before the next attempt, growing to the last value. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection is handed to other
 * queries and would drop the subscription), reconnecting for as long as it is open.
 */
export async function listenPostgres(connectionString: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  const { default: pg } = await import('pg');
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    handlers.listening(false, err);
    c.end().catch(() => undefined);
    retry();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    failures = 0;
    handlers.listening(true);
  };

  const retry = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => {
      connect().catch((err: unknown) => {
        handlers.listening(false, err as Error);
        retry();
      });
    }, delay);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    handlers.listening(false, err as Error);
    retry();
  }

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** The channels a PGlite connection already LISTENs on. */
const pgliteChannels = new WeakMap<PGlite, Set<string>>();

/**
 * PGlite has one connection: its LISTEN is issued once and then shared by every listener in the
 * process, which only subscribes to its callbacks (so a second app on the same database starts
 * without a query, even while a transaction holds the connection). Notifications arrive as the
 * sender's commit returns.
 */
export async function listenPglite(client: PGlite, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  const off = client.onNotification((heard, payload) => {
    if (heard === channel) handlers.message(payload);
  });
  let channels = pgliteChannels.get(client);
  if (!channels) pgliteChannels.set(client, (channels = new Set()));
  if (!channels.has(channel)) {
    await client.exec(`LISTEN ${quoteIdentifier(channel)}`);
    channels.add(channel);
  }
  handlers.listening(true);
  return { close: async () => off() };
}

/** A channel name as a quoted SQL identifier. */
function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Hears `channel` from when the app is ready until it closes; `closed` is told when it stops at
 * the close (its `listening(false)` is for a lost connection).
 */
export function listenWhileOpen(
  app: FastifyInstance,
  database: DatabaseHandle,
  channel: string,
  handlers: ChannelHandlers,
  closed: () => void,
): void {
  let listener: ChannelListener | null = null;
  app.addHook('onReady', async () => {
    listener = await database.listen(channel, handlers);
  });
  app.addHook('onClose', async () => {
    await listener?.close();
    closed();
  });
}
