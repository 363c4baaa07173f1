import type { Envelope, Lang, RouteAccess } from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType, output } from 'zod';
import { currentUser } from '../auth/guard.js';
import type { AuthContext } from '../auth/types.js';
import { ok, okList } from '../http/envelope.js';
import { requestLang } from '../http/lang.js';
import type { Page } from '../list/page-query.js';

/** A GET that reads for the caller: its URL, the permission it needs, its OpenAPI words and its querystring. */
export interface ReadRouteSpec<Q extends ZodType> {
  url: string;
  access: RouteAccess;
  tags: string[];
  summary: string;
  /** The OpenAPI description, when the summary does not say enough (how the access is checked, who calls it). */
  description?: string;
  querystring: Q;
}

/** What a read may need of its request beyond the validated querystring and the caller. */
export interface ReadContext {
  /** The request's language (`requestLang`). */
  lang: Lang;
  request: FastifyRequest;
}

/** Declares a GET that answers what `answer` makes of the validated querystring, the caller and the request. */
export function getRoute<Q extends ZodType, T>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  answer: (query: output<Q>, auth: AuthContext, context: ReadContext) => Promise<Envelope<T>>,
): void {
  const { url, access, tags, summary, description, querystring } = spec;
  app.get(
    url,
    { config: { access }, schema: { tags, summary, ...(description === undefined ? {} : { description }), querystring } },
    async (request) => answer(request.query as output<Q>, currentUser(request), { lang: requestLang(request), request }),
  );
}

/** Declares a GET that answers a page of rows (`data`) with their count (`total`), as `okList` does. */
export function listRoute<Q extends ZodType, Row>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  list: (query: output<Q>, auth: AuthContext, context: ReadContext) => Promise<Page<Row>>,
): void {
  getRoute(app, spec, async (query, auth, context) => okList(await list(query, auth, context)));
}

/** Declares a GET that answers one thing read for the caller in `data`. */
export function readRoute<Q extends ZodType, T>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  read: (query: output<Q>, auth: AuthContext, context: ReadContext) => Promise<T>,
): void {
  getRoute(app, spec, async (query, auth, context) => ok(await read(query, auth, context)));
}
