import type { Envelope } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import type { sharedResponses } from '../http/shared-response.js';
import type { ReadSpec } from './read.js';
import { type Declared, type RouteHandler, registerRoute } from './route.js';

/**
 * What a shared read answers: the key of everything its data depends on (the caller's data scope
 * among it), and how to compute the data. Without a key the data is computed for this caller alone.
 */
export interface Shared<T> {
  key: string | undefined;
  compute: () => Promise<T>;
}

/**
 * Declares a GET whose answer the callers asking the same share (`sharedResponses`: computed once,
 * serialised and compressed once, up to its age old). `share` names the key and the computation,
 * `envelope` wraps the data (`okList` for a page).
 */
export function sharedRoute<S extends ReadSpec, T>(
  app: FastifyInstance,
  spec: Declared<S, ReadSpec>,
  responses: ReturnType<typeof sharedResponses>,
  share: RouteHandler<S, Shared<T>>,
  envelope: (data: T) => Envelope = ok,
): void {
  registerRoute(app, 'GET', spec, async (input, auth, context) => {
    const { key, compute } = await share(input, auth, context);
    if (key === undefined) return envelope(await compute());
    return responses(context.request, context.reply, key, compute, envelope);
  });
}
