import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'preHandler' | 'onSend' | 'onResponse';

/** The methods a route answers; a route declared for several lists them all. */
export function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat();
}

/**
 * Adds a hook to the routes that need it, decided once when each route is registered, instead of
 * a hook every request runs through only to find it has nothing to do (a read passing a hook for
 * writes). Added after the route's own hooks of that name, in the order these calls are made.
 */
export function hookRoutes(app: FastifyInstance, name: RouteHookName, wanted: (route: RouteOptions) => boolean, hook: unknown): void {
  app.addHook('onRoute', (route) => {
    if (!wanted(route)) return;
    const own = route[name] as unknown;
    (route as unknown as Record<RouteHookName, unknown[]>)[name] = own === undefined ? [hook] : [own, hook].flat();
  });
}
