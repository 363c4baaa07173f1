import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.js';

interface Body {
  json: string;
  gzip: Buffer;
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
    const body = compute().then((data) => {
      const json = JSON.stringify(envelope(data as never));
      return { json, gzip: gzipSync(json) };
    });
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
    const body = await bodyOf(key, compute, envelope);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzip);
    return reply.send(body.json);
  };
}
