import { type Envelope, Status, httpStatusFor } from '@vr/contracts';
import type { FastifyReply } from 'fastify';

export function ok<T>(data?: T, extra: Omit<Envelope<T>, 'status' | 'data'> = {}): Envelope<T> {
  return { status: Status.SUCCESS, ...(data === undefined ? {} : { data }), ...extra };
}

export function sendEnvelope(reply: FastifyReply, body: Envelope): FastifyReply {
  return reply.code(httpStatusFor(body.status)).send(body);
}
