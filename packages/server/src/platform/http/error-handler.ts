import { type Lang, Status, localizeIssues, message } from '@vr/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { UniqueRegistry } from '../db/unique.js';
import { sendEnvelope } from './envelope.js';
import { AppError } from './errors.js';
import { requestLang } from './lang.js';
import { isMalformedMultipart } from './multipart.js';
import { ZodRequestError } from './validation.js';

function validationAnswer(issues: ZodRequestError['issues'], lang: Lang) {
  const errors = localizeIssues(issues, lang);
  return {
    status: Status.BAD_REQUEST,
    result: errors.map((e) => e.message).join('; '),
    data: { errors },
  };
}

/**
 * Every error leaves as an envelope in the caller's language; no stack trace leaves the server.
 * A unique violation of a declared constraint answers the field error of the service's own check.
 */
export function installErrorHandling(app: FastifyInstance, uniques: UniqueRegistry): void {
  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    const error = uniques.fieldError(thrown, request.body) ?? thrown;
    // A download that failed after setting its headers still answers the JSON envelope.
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      const text = error.messageFor(lang);
      const data = error.field ? { errors: [{ field: error.field, message: text }] } : error.data;
      return sendEnvelope(reply, { status: error.status, result: text, ...(data === undefined ? {} : { data }) });
    }
    if (error instanceof ZodRequestError) return sendEnvelope(reply, validationAnswer(error.issues, lang));
    if (isMalformedMultipart(error)) {
      return sendEnvelope(reply, { status: Status.BAD_REQUEST, result: message('inputMalformedMultipart', lang) });
    }
    if (error.statusCode === 429) {
      return sendEnvelope(reply, { status: Status.TOO_MANY_REQUESTS, result: message('tooManyRequests', lang) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed bodies, wrong content types, oversize payloads: the client's fault, said plainly.
      if (error.statusCode === 404) return sendEnvelope(reply, { status: Status.NOT_FOUND, result: message('notFound', lang) });
      if (error.statusCode === 403) return sendEnvelope(reply, { status: Status.FORBIDDEN, result: message('forbidden', lang) });
      return sendEnvelope(reply, { status: Status.BAD_REQUEST, result: `${message('invalidInput', lang)}: ${error.message}` });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, { status: Status.SERVER_ERROR, result: message('unknown', lang) });
  });
}

/**
 * Errors the router raises before any route is found (a URL that does not decode, a path
 * parameter longer than Fastify allows): the same envelope as every other refusal.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  void sendEnvelope(reply, { status: Status.BAD_REQUEST, result: message('inputMalformedRequest', requestLang(request)) });
};
