import { scriptSafeJson } from './html-text';

/** How long a page that paints no frame while it shows waits before it loads its code anyway. */
const FALLBACK_MS = 1000;

/** The script tags HtmlWebpackPlugin writes into the shell's head: `<script defer="defer" src="...">` or minified. */
const DEFER_SCRIPT = /<script\s+defer(?:=["']?defer["']?)?\s+src=["']?([^"'\s>]+)["']?\s*><\/script>/gi;

/**
 * The shell's index.html with its deferred scripts loaded after the page's first paint instead,
 * by one inline script (`openTag` carries its nonce). A script tag in the HTML is fetched as soon
 * as the document arrives, before the server-rendered page is painted; Lighthouse then counts its
 * download (the shell's 83 KB, then the chunks it starts) against the largest paint, which the
 * text already on the page does not need: on /blog and a post, LCP 1.73 and 2.04 s where the first
 * paint was at 0.9 s. Loaded one frame later the code still runs in order (async = false); a tab
 * opened in the background paints no frame, so there it loads at once, and a page whose frames are
 * held back while it shows (an off-screen frame, say) loads it after a second anyway. The loader ends
 * the body, so what the code reads (the site config, #root and its markup) is parsed before it can run.
 */
export function loadScriptsAfterFirstPaint(template: string, openTag: string): string {
  const sources: string[] = [];
  const rest = template.replace(DEFER_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return template;
  const loader =
    `${openTag}(function(s){var d;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')l();else{requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,${FALLBACK_MS})}})(${scriptSafeJson(sources)})</script>`;
  const bodyEnd = rest.lastIndexOf('</body>');
  return bodyEnd === -1 ? rest + loader : rest.slice(0, bodyEnd) + loader + rest.slice(bodyEnd);
}
