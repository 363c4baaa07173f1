import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.js';

/** An answer as sent: its JSON's bytes (encoded once, not per request) and their gzip. */
interface Body {
  json: Buffer;
  gzip: Buffer;
}

/** The envelope of what `compute` gives, serialised and compressed once. */
function serialised(compute: () => Promise<unknown>, envelope: (data: never) => unknown): Promise<Body> {
  return compute().then((data) => {
    const json = Buffer.from(JSON.stringify(envelope(data as never)));
    return { json, gzip: gzipSync(json) };
  });
}

/** Sends a serialised body, compressed when the client takes it. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: Body): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}

/** True when the client takes a gzip body (`Accept-Encoding: gzip`, not refused with `q=0`). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers that many callers poll and that may be up to `ttlMs` old (a whole fleet drawn on a
 * map): callers with the same key share one computation (also while it runs), and its envelope
 * is serialised and compressed once, not per request. The key must hold everything the answer
 * depends on, such as the caller's data scope.
 */
export function sharedResponses(ttlMs: number, maxKeys = 200) {
  const entries = new Map<string, { until: number; body: Promise<Body> }>();

  const bodyOf = (key: string, compute: () => Promise<unknown>, envelope: (data: never) => unknown): Promise<Body> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.body;
    const body = serialised(compute, envelope);
    const entry = { until: Number.POSITIVE_INFINITY, body };
    entries.delete(key);
    entries.set(key, entry);
    body.then(
      () => (entry.until = Date.now() + ttlMs),
      () => entries.get(key) === entry && entries.delete(key),
    );
    // Oldest first: a Map iterates in insertion order.
    for (const old of entries.keys()) {
      if (entries.size <= maxKeys) break;
      entries.delete(old);
    }
    return body;
  };

  /** `envelope` wraps the computed data (a page answers through okList). */
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
    envelope: (data: never) => unknown = ok,
  ): Promise<FastifyReply> => {
    return sendBody(request, reply, await bodyOf(key, compute, envelope));
  };
}

/**
 * Answers kept until what they were read from changes: each kept with the stamp its tables had
 * before it was read (`TableChanges.stampOf`), and served, serialised and compressed once, while
 * the stamp is the same. A null stamp (changes unheard) keeps nothing. Callers asking the same key
 * while it is read share the reading. At most `maxKeys` answers, the least recently asked go first.
 */
export function keptResponses(maxKeys = 500) {
  const entries = new Map<string, { stamp: string; body: Promise<Body> }>();

  const bodyOf = (key: string, stamp: string, compute: () => Promise<unknown>, envelope: (data: never) => unknown): Promise<Body> => {
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.stamp === stamp) {
      entries.set(key, hit);
      return hit.body;
    }
    const entry = { stamp, body: serialised(compute, envelope) };
    entries.set(key, entry);
    entry.body.catch(() => entries.get(key) === entry && entries.delete(key));
    for (const old of entries.keys()) {
      if (entries.size <= maxKeys) break;
      entries.delete(old);
    }
    return entry.body;
  };

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    stamp: string | null,
    compute: () => Promise<unknown>,
    envelope: (data: never) => unknown = ok,
  ): Promise<FastifyReply> => {
    const body = stamp === null ? serialised(compute, envelope) : bodyOf(key, stamp, compute, envelope);
    return sendBody(request, reply, await body);
  };
}
