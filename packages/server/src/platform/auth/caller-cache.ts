import type { ResolvedCaller } from './caller.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolved callers of this process, by session. */
    callers: CallerCache;
  }
}

export interface CallerCacheOptions {
  /** How long a resolved caller is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many sessions are kept; the least recently used goes first. */
  maxEntries: number;
}

interface Entry {
  caller: ResolvedCaller;
  storedAt: number;
}

/**
 * Resolved callers of this process, by session id (the token's SHA-256), for a few seconds.
 *
 * Forgetting bumps `generation`; a lookup that started before a bump does not store its answer,
 * since it may have read the database before the change committed. Nothing is served while
 * `listening` is false (no LISTEN connection, so changes of other processes would go unheard).
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups in flight, so concurrent requests of one session share one query. */
  private readonly pending = new Map<string, Promise<ResolvedCaller | null>>();
  private waiters: Array<{ after: number; resolve: () => void }> = [];
  private hearing = false;
  /** Counts every forgetting. */
  generation = 0;

  constructor(private readonly options: CallerCacheOptions) {}

  /** The caller of a session: from memory while fresh and unexpired, else from `load`. */
  async get(sessionId: string, now: number, load: () => Promise<ResolvedCaller | null>): Promise<ResolvedCaller | null> {
    if (!this.serving()) return load();
    const entry = this.entries.get(sessionId);
    if (entry) {
      if (now - entry.storedAt < this.options.ttlMs && entry.caller.expiresAt > now) {
        // Most recently used last: the map's order is the eviction order.
        this.entries.delete(sessionId);
        this.entries.set(sessionId, entry);
        return entry.caller;
      }
      this.entries.delete(sessionId);
    }
    const inFlight = this.pending.get(sessionId);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const lookup = load().finally(() => {
      if (this.pending.get(sessionId) === lookup) this.pending.delete(sessionId);
    });
    this.pending.set(sessionId, lookup);
    const caller = await lookup;
    if (caller && generation === this.generation && this.serving()) this.store(sessionId, caller, now);
    return caller;
  }

  /** Forgets every caller: a role, menu, account or organisation changed. */
  forgetAll(): void {
    this.entries.clear();
    this.bump();
  }

  /** Forgets the callers of ended sessions. */
  forgetSessions(ids: readonly string[]): void {
    for (const id of ids) this.entries.delete(id);
    this.bump();
  }

  /** Whether changes are being heard; when not, every lookup goes to the database. */
  setListening(on: boolean): void {
    this.hearing = on;
    this.forgetAll();
  }

  /** Resolves once the cache has forgotten anything after `generation` (already, or later). */
  changedSince(generation: number): Promise<void> {
    if (this.generation > generation) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ after: generation, resolve }));
  }

  get listening(): boolean {
    return this.hearing;
  }

  get size(): number {
    return this.entries.size;
  }

  private serving(): boolean {
    return this.hearing && this.options.ttlMs > 0;
  }

  private store(sessionId: string, caller: ResolvedCaller, now: number): void {
    this.entries.set(sessionId, { caller, storedAt: now });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private bump(): void {
    this.generation += 1;
    this.pending.clear();
    const due = this.waiters.filter((w) => this.generation > w.after);
    if (!due.length) return;
    this.waiters = this.waiters.filter((w) => this.generation <= w.after);
    for (const w of due) w.resolve();
  }
}
