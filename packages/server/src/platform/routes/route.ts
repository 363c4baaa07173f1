import { type Envelope, type Lang, PUBLIC } from '@vr/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { currentUser } from '../auth/guard.js';
import type { AuditSpec, AuthContext } from '../auth/types.js';
import { requestLang } from '../http/lang.js';
import { type Access, type RouteEffects, guardOf } from './access.js';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What the OpenAPI document says of a route: its URL, tags, summary and, when the summary does not say enough, description. */
export interface RouteWords {
  url: string;
  tags: string[];
  summary: string;
  description?: string;
}

/** The parts of the request a route validates with its zod schemas (and documents in OpenAPI). */
export interface RouteInputs {
  body?: $ZodType;
  querystring?: $ZodType;
  params?: $ZodType;
}

/**
 * Everything a route declares besides its handler: method and URL, what the guard checks
 * (`access`: SESSION, a permission, or the create/update pair of a save), the operation-log name,
 * its effects on callers, customers and its transaction, its OpenAPI words and its schemas.
 */
export interface RouteSpec extends RouteWords, RouteInputs, RouteEffects {
  /** POST unless it says otherwise. */
  method?: RouteMethod;
  access: Access;
  audit?: AuditSpec | false;
}

type InputKey = keyof RouteInputs;

/** The validated value of one declared part: the schema's output, `undefined` when the route declares no such schema. */
export type PartOf<S, K extends InputKey> = S extends Record<K, infer Z extends $ZodType> ? output<Z> : undefined;

/**
 * The input a handler gets first: the body when the route declares one, else the querystring,
 * else the path parameters, else `undefined`.
 */
export type InputOf<S> =
  S extends Record<'body', $ZodType>
    ? PartOf<S, 'body'>
    : S extends Record<'querystring', $ZodType>
      ? PartOf<S, 'querystring'>
      : PartOf<S, 'params'>;

/** The spec as given, refusing fields its kind of route does not know (a misspelt `changesCallers` would be lost). */
export type Declared<S, Known> = S & Record<Exclude<keyof S, keyof Known>, never>;

/** What a handler may need beyond its input and the caller. */
export interface RouteContext<S = unknown> {
  /** The request's language (`requestLang`). */
  lang: Lang;
  request: FastifyRequest;
  /** For an answer sent by the handler itself (a file, a shared answer): it answers the reply. */
  reply: FastifyReply;
  /** The validated querystring, for a route that takes a body too. */
  query: PartOf<S, 'querystring'>;
  /** The validated path parameters, for a route that takes a body or querystring too. */
  params: PartOf<S, 'params'>;
}

/** A route's handler: the validated input, the caller and the context → the answer. */
export type RouteHandler<S, R> = (input: InputOf<S>, auth: AuthContext, context: RouteContext<S>) => Promise<R>;

/**
 * Declares a route whose handler answers the envelope itself (`ok(data, { result })`, `total`, a
 * status of its own): POST unless the spec names another method.
 */
export function declareRoute<S extends RouteSpec>(
  app: FastifyInstance,
  spec: Declared<S, RouteSpec>,
  answer: RouteHandler<S, Envelope>,
): void {
  registerRoute(app, spec.method ?? 'POST', spec, answer);
}

/**
 * Registers a route as its spec declares it: the guard's config from `guardOf` (a save checks
 * create or update once the body is valid), the operation-log name, the effects, the OpenAPI
 * words and schemas; the handler gets the validated input, the caller and the request's language.
 * A public route has no caller to hand over: it is declared with `app.route` itself.
 */
export function registerRoute<S extends Omit<RouteSpec, 'method'>>(
  app: FastifyInstance,
  method: RouteMethod,
  spec: S,
  answer: RouteHandler<S, Envelope | FastifyReply>,
): void {
  const { url, access, audit, changesCallers, platformOnly, transaction, tokenFromQuery } = spec;
  if (access === PUBLIC) throw new Error(`${method} ${url}: a public route has no caller; declare it with app.route`);
  const effects = definedOnly({ changesCallers, platformOnly, transaction, tokenFromQuery });
  const { tags, summary, description, body, querystring, params } = spec;
  const schema: FastifySchema = definedOnly({ tags, summary, description, body, querystring, params });
  const input = (request: FastifyRequest): unknown =>
    body ? request.body : querystring ? request.query : params ? request.params : undefined;
  app.route({
    method,
    url,
    ...guardOf(access, audit, effects),
    schema,
    handler: async (request, reply) =>
      answer(input(request) as InputOf<S>, currentUser(request), {
        lang: requestLang(request),
        request,
        reply,
        query: (querystring ? request.query : undefined) as PartOf<S, 'querystring'>,
        params: (params ? request.params : undefined) as PartOf<S, 'params'>,
      }),
  });
}

/** The object without its undefined fields: a route's options carry only what it declares. */
function definedOnly<O extends object>(object: O): Partial<O> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<O>;
}
