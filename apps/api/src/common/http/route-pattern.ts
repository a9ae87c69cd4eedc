import type { Request, Response } from 'express';

/** Where an answer given before Express's router (a public cache hit) names the route it stands for. */
const MARKED_ROUTE = 'routePattern';

/**
 * The route pattern that answered the request ('/api/blogs/publish/:slug'), never the path as
 * sent; undefined when no route did (pages, files, unknown paths, refused bodies). Express keeps
 * the last route it entered in req.route; Nest mounts module middleware as routes matching every
 * path, which would then name unmatched requests, so the app mounts none (logging.module.ts).
 */
export function routePatternOf(req: Request, res: Response): string | undefined {
  const route: unknown = req.route;
  if (typeof route === 'object' && route !== null && typeof (route as { path?: unknown }).path === 'string') return (route as { path: string }).path;
  const marked: unknown = res.locals[MARKED_ROUTE];
  return typeof marked === 'string' ? marked : undefined;
}

/** For answers given outside the router on a route's behalf, so they are counted under that route. */
export function markRoutePattern(res: Response, pattern: string | undefined): void {
  if (pattern !== undefined) res.locals[MARKED_ROUTE] = pattern;
}
