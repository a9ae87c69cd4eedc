/** A fake fetch answering by URL prefix; a route may return a promise the test settles itself. */
export type Reply = { status: number; body: unknown };
export type Route = (url: string) => Reply | Promise<Reply>;

export function mockFetch(routes: Record<string, Route>): jest.Mock {
  const fake = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const prefix = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((candidate) => url.startsWith(candidate));
    if (!prefix) throw new Error(`Unexpected request: ${url}`);
    const reply = await routes[prefix](url);
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body };
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
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
