import type { FastifyInstance, RouteOptions } from 'fastify';

/** One method of one registered route, as the router sees it (`:param` and `*` left in the URL). */
export interface Operation {
  method: string;
  url: string;
  route: RouteOptions;
}

/**
 * Records every route the app registers. Pass `beforeReady` to `startApp`; once the app is ready,
 * `routes` holds them all (plugins' own routes included).
 */
export function collectRoutes() {
  const routes: RouteOptions[] = [];
  return {
    routes,
    // A copy: fastify goes on to mutate the options it announced (a plugin root's `/prefix/` twin).
    beforeReady: (app: FastifyInstance) => app.addHook('onRoute', (route) => void routes.push({ ...route })),
  };
}

/** The CORS plugin's catch-all preflight handler is infrastructure, not an API operation. */
export const isCorsPreflight = (route: RouteOptions) =>
  route.url === '*' && (Array.isArray(route.method) ? route.method : [route.method]).includes('OPTIONS');

/** Every method of every route but HEAD (fastify derives it from GET) and the CORS preflight. */
export function operationsOf(routes: readonly RouteOptions[]): Operation[] {
  return routes
    .filter((route) => !isCorsPreflight(route))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url, route })),
    );
}
