import { AsyncLocalStorage } from 'node:async_hooks';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';

/**
 * A domain event: something an area did that other areas act on (an order dispensed, a refund
 * settled). Its subscribers are declared in their areas' manifests and connected at start-up;
 * they hear it after the transaction that caused it committed, one after the other, and a
 * subscriber's failure is logged, never passed to the publisher or to the other subscribers.
 */
export interface DomainEvent<P> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: P;
}

export type EventHandler<P> = (db: Database, payload: P) => Promise<void> | void;

/** What an area's manifest lists in `subscribes`: an event and what the area does on it. */
export interface Subscription {
  readonly event: DomainEvent<unknown>;
  readonly handler: EventHandler<unknown>;
  /** Who subscribes (filled in by the wiring from the manifest). */
  readonly area?: string;
}

type Log = (err: unknown, event: string, area: string) => void;

interface Bus {
  subscribers: Map<string, Subscription[]>;
  listeners: Map<string, Set<EventHandler<unknown>>>;
  log: Log;
}

const bus: Bus = { subscribers: new Map(), listeners: new Map(), log: () => {} };

export function defineEvent<P>(name: string): DomainEvent<P> {
  return { name };
}

/** Names what an area does when the event happens, typed against it. */
export function subscribe<P>(event: DomainEvent<P>, handler: EventHandler<P>): Subscription {
  return { event: event as DomainEvent<unknown>, handler: handler as EventHandler<unknown> };
}

/** Sets the subscribers of every event at once (the wiring alone calls this). */
export function connectSubscribers(subscriptions: Subscription[], log: Log): void {
  bus.subscribers = new Map();
  for (const s of subscriptions) bus.subscribers.set(s.event.name, [...(bus.subscribers.get(s.event.name) ?? []), s]);
  bus.log = log;
}

/**
 * Listens while something runs (a gateway's connections, for example): not an area's standing
 * subscription but a running part's. A listener hears an event after the areas' subscribers have
 * handled it. Answers how to stop listening.
 */
export function listen<P>(event: DomainEvent<P>, handler: EventHandler<P>): () => void {
  const set = bus.listeners.get(event.name) ?? new Set();
  bus.listeners.set(event.name, set);
  set.add(handler as EventHandler<unknown>);
  return () => set.delete(handler as EventHandler<unknown>);
}

interface Outbox {
  db: Database;
  pending: Array<{ event: DomainEvent<unknown>; payload: unknown }>;
}

const outboxes = new AsyncLocalStorage<Outbox>();

/**
 * Publishes an event. Inside a unit of work (a write request, `inTransaction`) it waits for the
 * commit and is dropped by a rollback; outside one, it is delivered now with `db`. A bare
 * transaction cannot say when it commits, so publishing with one is refused.
 */
export async function publish<P>(db: Database, event: DomainEvent<P>, payload: P): Promise<void> {
  const outbox = outboxes.getStore();
  if (outbox) {
    outbox.pending.push({ event: event as DomainEvent<unknown>, payload });
    return;
  }
  if ((db as unknown) instanceof PgTransaction) {
    throw new Error(`"${event.name}" was published inside a transaction that was not opened with inTransaction.`);
  }
  await deliver(db, event as DomainEvent<unknown>, payload);
}

async function deliver(db: Database, event: DomainEvent<unknown>, payload: unknown): Promise<void> {
  for (const s of bus.subscribers.get(event.name) ?? []) {
    try {
      await s.handler(db, payload);
    } catch (err) {
      bus.log(err, event.name, s.area ?? '?');
    }
  }
  for (const handler of bus.listeners.get(event.name) ?? []) {
    try {
      await handler(db, payload);
    } catch (err) {
      bus.log(err, event.name, 'listener');
    }
  }
}

/**
 * Runs `work` as a unit of work whose events are delivered, with `db`, after `work` resolved;
 * nested in another unit, its events wait for the outer one.
 */
export async function withOutbox<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const outer = outboxes.getStore();
  const outbox: Outbox = { db: outer?.db ?? db, pending: [] };
  // A unit that throws (a savepoint rolled back) drops its events.
  const result = await outboxes.run(outbox, work);
  if (outer) outer.pending.push(...outbox.pending);
  else for (const { event, payload } of outbox.pending) await deliver(outbox.db, event, payload);
  return result;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A transaction whose published events are delivered after it commits (and dropped if it rolls back). */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withOutbox(db, () => db.transaction(work));
}
