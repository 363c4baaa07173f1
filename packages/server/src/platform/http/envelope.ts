import { type Envelope, Status, httpStatusFor } from '@vr/contracts';
import type { FastifyReply } from 'fastify';

export function ok<T>(data?: T, extra: Omit<Envelope<T>, 'status' | 'data'> = {}): Envelope<T> {
  return { status: Status.SUCCESS, ...(data === undefined ? {} : { data }), ...extra };
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
