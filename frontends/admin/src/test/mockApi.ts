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
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Routes are written as paths; the client asks on the page's origin.
    const path = url.origin === window.location.origin ? url.pathname + url.search : url.href;
    const text = request.body ? await request.clone().text() : undefined;
    const body = request.headers.get('Content-Type')?.includes('application/json') && text ? (JSON.parse(text) as unknown) : text && (await request.formData());
    calls.push({ method: request.method, path, body });
    // The spec writes some paths with a trailing slash (POST /blogs/); the server routes both alike.
    const route = routes[`${request.method} ${path}`] ?? routes[`${request.method} ${path}/`];
    if (!route) throw new TypeError(`no fake route for ${request.method} ${path}`);
    const [status, json] = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
