import type { RouteAccess } from '@vr/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { AuthContext } from '../auth/types.js';
import { ok, okList } from '../http/envelope.js';
import type { Page } from '../list/page-query.js';
import { type Declared, type RouteContext, type RouteHandler, type RouteWords, registerRoute } from './route.js';

/** A GET that reads for the caller: its URL, the permission it needs, its OpenAPI words and what it validates. */
export interface ReadSpec extends RouteWords {
  access: RouteAccess;
  querystring?: $ZodType;
  params?: $ZodType;
  /** Accept the session token from the `token` query parameter (a call opened as a plain link). */
  tokenFromQuery?: boolean;
  /** Platform accounts only: what it reads belongs to no customer (a customer's account gets 403). */
  platformOnly?: boolean;
}

/** A list's GET: its querystring (paging, sorting, filters) is its input. */
export interface ReadRouteSpec<Q extends $ZodType> extends ReadSpec {
  querystring: Q;
}

/** What a read may need of its request beyond its validated input and the caller. */
export type ReadContext = Pick<RouteContext, 'lang' | 'request'>;

/** Declares a GET that answers a page of rows (`data`) with their count (`total`), as `okList` does. */
export function listRoute<Q extends $ZodType, Row>(
  app: FastifyInstance,
  spec: ReadRouteSpec<Q>,
  list: (query: output<Q>, auth: AuthContext, context: ReadContext) => Promise<Page<Row>>,
): void {
  registerRoute(app, 'GET', spec, async (query, auth, context) => okList(await list(query as output<Q>, auth, context)));
}

/** Declares a GET that answers a file: `send` sends it through the context's `reply` and answers the reply. */
export function fileRoute<S extends ReadSpec>(
  app: FastifyInstance,
  spec: Declared<S, ReadSpec>,
  send: RouteHandler<S, FastifyReply>,
): void {
  registerRoute(app, 'GET', spec, send);
}

/**
 * Declares a GET that answers one thing read for the caller in `data`. Its input is the
 * validated querystring, else the path parameters (`undefined` when it declares neither).
 */
export function readRoute<S extends ReadSpec, T>(app: FastifyInstance, spec: Declared<S, ReadSpec>, read: RouteHandler<S, T>): void {
  registerRoute(app, 'GET', spec, async (input, auth, context) => ok(await read(input, auth, context)));
}
