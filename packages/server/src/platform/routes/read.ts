import type { Envelope, RouteAccess } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodType, output } from 'zod';
import { currentUser } from '../auth/guard.js';
import type { AuthContext } from '../auth/types.js';
import { ok, okList } from '../http/envelope.js';
import type { Page } from '../list/page-query.js';

/** A GET that reads for the caller: its URL, the permission it needs, its OpenAPI words and its querystring. */
export interface ReadRouteSpec<Q extends ZodType> {
  url: string;
  access: RouteAccess;
  tags: string[];
  summary: string;
  querystring: Q;
}

/** Declares a GET that answers what `answer` makes of the validated querystring and the caller. */
export function getRoute<Q extends ZodType, T>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  answer: (query: output<Q>, auth: AuthContext) => Promise<Envelope<T>>,
): void {
  app.get(
    spec.url,
    { config: { access: spec.access }, schema: { tags: spec.tags, summary: spec.summary, querystring: spec.querystring } },
    async (request) => answer(request.query as output<Q>, currentUser(request)),
  );
}

/** Declares a GET that answers a page of rows (`data`) with their count (`total`), as `okList` does. */
export function listRoute<Q extends ZodType, Row>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  list: (query: output<Q>, auth: AuthContext) => Promise<Page<Row>>,
): void {
  getRoute(app, spec, async (query, auth) => okList(await list(query, auth)));
}

/** Declares a GET that answers one thing read for the caller in `data`. */
export function readRoute<Q extends ZodType, T>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  read: (query: output<Q>, auth: AuthContext) => Promise<T>,
): void {
  getRoute(app, spec, async (query, auth) => ok(await read(query, auth)));
}
