import { Suspense } from 'react';
// The web-streams build: it runs in Node as it is, and needs no Node stream types in browser code.
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router-dom/server';
import type { RenderPage, RenderResult } from '@csec/contracts';
import { callApiOn } from '../api/client';
import { PageDataContext } from '../ssr/page-data';
import { ServerPageData } from './server-page-data';

/**
 * Renders one public page to HTML with the same components the browser runs. It waits for every
 * page chunk and API answer (onAllReady), so the markup is the finished page, never a spinner.
 * The tree mirrors the shell's around the remote (a router, then one Suspense boundary), so the
 * browser hydrates it as it stands. Any error rejects: the API then serves the client-rendered page.
 */
export const renderPage: RenderPage = async (request) => {
  callApiOn(request.apiOrigin, request.apiHeaders);
  // Asset URLs (images imported by components) point where the browser build is served.
  __webpack_public_path__ = request.assetBase;
  // Imported only now, so that its modules see the public path above when they first load.
  const { default: App } = await import('../App');
  const pageData = new ServerPageData(request.siteConfig);
  const html = await renderToString(
    <StaticRouter location={request.url}>
      <Suspense fallback={null}>
        <PageDataContext.Provider value={pageData}>
          <App />
        </PageDataContext.Provider>
      </Suspense>
    </StaticRouter>,
  );
  const result: RenderResult = { html, status: pageData.head.status, data: Object.fromEntries(pageData.entries) };
  if (pageData.head.title) result.title = pageData.head.title;
  if (pageData.head.description) result.description = pageData.head.description;
  return result;
};

async function renderToString(element: JSX.Element): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(element, {
    // An error inside the page: React would leave that part to the browser; the API prefers the whole client-rendered page.
    onError: (error) => {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the page threw, as React reported it
  if (failed) throw failed;
  return html;
}
