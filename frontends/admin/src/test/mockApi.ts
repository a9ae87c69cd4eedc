/** A fake API for component tests: 'METHOD /path' -> [http status, body]. */
export type Route = [number, unknown] | ((body: unknown) => [number, unknown]);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export function mockApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new TypeError(`no fake route for ${method} ${path}`);
    const [status, json] = typeof route === 'function' ? route(body) : route;
    return { status, statusText: '', json: async () => json } as Response;
  });
  return calls;
}
