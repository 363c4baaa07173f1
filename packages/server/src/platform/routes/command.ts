import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { type Declared, type RouteHandler, type RouteSpec, declareRoute } from './route.js';

/**
 * Declares a route that does something for the caller and answers its outcome in `data`
 * (`ok(await run(…))`; nothing when `run` answers nothing). POST unless the spec names another
 * method; its input is the validated body, else the querystring, else the path parameters.
 */
export function commandRoute<S extends RouteSpec, T>(app: FastifyInstance, spec: Declared<S, RouteSpec>, run: RouteHandler<S, T>): void {
  declareRoute(app, spec, async (input, auth, context) => ok(await run(input, auth, context)));
}
