import { type Lang, normalizeLang } from '@vr/contracts';
import type { FastifyRequest } from 'fastify';

/** The request's language: the `lang` header (zh, en, es, ja), then Accept-Language, else English. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['lang'];
  const value = Array.isArray(header) ? header[0] : header;
  return normalizeLang(value ?? request.headers['accept-language']);
}
