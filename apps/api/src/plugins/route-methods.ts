import type { FastifyInstance } from 'fastify';

type KnownRoute = { pattern: RegExp; methods: Set<string> };

/** `/addresses/:id` → a regular expression matching concrete paths such as `/addresses/7`. */
function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Which methods a path answers to, from the routes as they are registered: a known path asked with
 * another method is a 405 with `Allow`, not a 404 that says the path does not exist.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    // Catch-alls (the CORS preflight's `OPTIONS *`, static files) would match every path.
    if (route.url.includes('*')) return;
    const known = routes.get(route.url) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const route of routes.values()) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  };
}
