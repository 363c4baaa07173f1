import { type Envelope, Status, httpStatusFor } from '@vr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `acceptedInProgress`: the answer's 601 means "accepted, the outcome follows". */
    acceptedInProgress?: boolean;
  }
}

export function ok<T>(data?: T, extra: Omit<Envelope<T>, 'status' | 'data'> = {}): Envelope<T> {
  return { status: Status.SUCCESS, ...(data === undefined ? {} : { data }), ...extra };
}

/**
 * The answer of a request that was carried out while its outcome follows (a device asked to report
 * its parameters): status 601 with the "in progress" text and the data, as the original interface
 * answers. The operation log records it as a success: the client shows it as one and follows up.
 */
export function acceptedInProgress<T>(request: FastifyRequest, result: string, data: T): Envelope<T> {
  request.acceptedInProgress = true;
  return { status: Status.WARNING, result, data };
}

export function sendEnvelope(reply: FastifyReply, body: Envelope): FastifyReply {
  return reply.code(httpStatusFor(body.status)).send(body);
}

/**
 * A list answer: the page's rows in `data` and the number of matching rows in `total`, flagged
 * `totalEstimated` when it is an estimate; `nextCursor` when the list pages by cursor.
 */
export function okList<T>(page: { rows: T[]; total: number; totalEstimated?: true; nextCursor?: string }): Envelope<T[]> {
  return ok(page.rows, {
    total: page.total,
    ...(page.totalEstimated ? { totalEstimated: true as const } : {}),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  });
}
