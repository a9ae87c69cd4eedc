/**
 * A fake fetch answering by path prefix with real Responses (the test environment has Node's
 * fetch types); a route may return a promise the test settles itself. The returned mock is
 * called with each path asked for, page origin left out.
 */
export type Reply = { status: number; body: unknown };
export type Route = (url: string) => Reply | Promise<Reply>;

export function mockFetch(routes: Record<string, Route>): jest.Mock<void, [string]> {
  const asked = jest.fn<void, [string]>();
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const absolute = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin);
    const url = absolute.origin === window.location.origin ? absolute.pathname + absolute.search : absolute.href;
    asked(url);
    const prefix = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((candidate) => url.startsWith(candidate));
    if (!prefix) throw new Error(`Unexpected request: ${url}`);
    const reply = await routes[prefix](url);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  return asked;
}

export const ok = (body: object): Reply => ({ status: 200, body: { status: 'Success', ...body } });
export const failed = (status: number, message: string): Reply => ({
  status,
  body: { status: 'Failed', error: true, message },
});

/** A reply the test releases later, to look at the loading state first. */
export function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { promise, release };
}
