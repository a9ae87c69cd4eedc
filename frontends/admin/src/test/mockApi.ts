/**
 * A fake API for component tests: 'METHOD /path' -> [http status, JSON body], or a whole Response
 * for an answer that is not JSON (a CSV download with its headers; from a function, since a
 * Response's body reads once).
 */
type Reply = [number, unknown] | Response;
export type Route = Reply | ((body: unknown) => Reply);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** the bearer token the call carried, if any */
  authorization: string | null;
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
    calls.push({ method: request.method, path, body, authorization: request.headers.get('Authorization') });
    // The spec writes some paths with a trailing slash (POST /blogs/); the server routes both alike.
    const route = routes[`${request.method} ${path}`] ?? routes[`${request.method} ${path}/`];
    if (!route) throw new TypeError(`no fake route for ${request.method} ${path}`);
    const reply = typeof route === 'function' ? route(body) : route;
    if (reply instanceof Response) return reply;
    const [status, json] = reply;
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
