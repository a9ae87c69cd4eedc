/**
 * A fake fetch answering by path prefix with real Responses (the test environment has Node's
 * fetch types); a route may return a promise the test settles itself. The returned mock is
 * called with each path asked for, page origin left out; its `requests` hold each request's
 * method and body (parsed when it is JSON), for the calls that send something.
 */
export type Reply = { status: number; body: unknown };
export interface SentRequest {
  url: string;
  method: string;
  /** the JSON body parsed, another body as text, undefined when there is none */
  body: unknown;
}
export type Route = (url: string, request: SentRequest) => Reply | Promise<Reply>;
export type FetchMock = jest.Mock<void, [string]> & { requests: SentRequest[] };

async function readBody(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const text = input instanceof Request ? await input.clone().text() : typeof init?.body === 'string' ? init.body : undefined;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function mockFetch(routes: Record<string, Route>): FetchMock {
  const asked = Object.assign(jest.fn<void, [string]>(), { requests: [] as SentRequest[] });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const absolute = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin);
    const url = absolute.origin === window.location.origin ? absolute.pathname + absolute.search : absolute.href;
    asked(url);
    const request: SentRequest = { url, method: (input instanceof Request ? input.method : init?.method) ?? 'GET', body: await readBody(input, init) };
    asked.requests.push(request);
    const prefix = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((candidate) => url.startsWith(candidate));
    if (!prefix) throw new Error(`Unexpected request: ${url}`);
    const reply = await routes[prefix](url, request);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  return asked;
}

export const ok = (body: object): Reply => ({ status: 200, body: { status: 'Success', ...body } });
/** A failure body; `errors` maps a field to its message, as the API answers a validation failure. */
export const failed = (status: number, message: string, errors?: Record<string, string>): Reply => ({
  status,
  body: { status: 'Failed', error: true, message, ...(errors ? { errors } : {}) },
});

/** A reply the test releases later, to look at the loading state first. */
export function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { promise, release };
}
