import { DEFERRED_SRC_ATTRIBUTE, SSR_ROOT_ATTRIBUTE } from '@csec/contracts';
import { scriptSafeJson } from './html-text';

/** How long a page that paints no frame while it shows waits before it counts as painted anyway. */
const FALLBACK_MS = 1000;

/** What shows that a visitor is using a server-rendered page: a touch, a click, a key, the wheel, the mouse. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'mousemove'] as const;

/** The script tags HtmlWebpackPlugin writes into the shell's head: `<script defer="defer" src="...">` or minified. */
const DEFER_SCRIPT = /<script\s+defer(?:=["']?defer["']?)?\s+src=["']?([^"'\s>]+)["']?\s*><\/script>/gi;

/**
 * The shell's index.html with its deferred scripts taken out and loaded, in their order, by one inline
 * script at the end of the body (`openTag` carries its nonce), which decides when:
 *
 * - A page the server rendered (#root has SSR_ROOT_ATTRIBUTE) loads its code on the visitor's first
 *   sign of use (INTENT_EVENTS). Everything on it works from its HTML alone: links, the drawer (a
 *   popover), the products list (a <details>), the search (a GET form) and the contact form (a POST the
 *   server answers). The code, once there, adds in-app navigation and checks as you type. Loading it
 *   with the page cost a phone more than a second of blocked main thread: Lighthouse 13.5 on a 2-core
 *   machine measured 1.1-1.5 s of total blocking time on every public page, of which evaluating the
 *   shell, react-dom, the router and the remote was 0.7-0.9 s, before any of it was needed.
 * - Any other page (the dashboard, the log-in, a page rendered in the browser) needs its code to show
 *   anything: it loads after the first paint, as the text and spinner of the HTML need none of it.
 *
 * After the first paint it also gives each `<iframe data-src>` its address: an embed (the contact map's
 * document alone is 250 KB) asked for with the page held its first paint back on a phone's connection.
 * A tab opened in the background paints no frame, so there that happens at once; a page whose frames
 * are held back while it shows (an off-screen frame, say) does it after a second anyway. The loader
 * ends the body, so #root and its markup are parsed before it runs.
 */
export function deferPageScripts(template: string, openTag: string): string {
  const sources: string[] = [];
  const rest = template.replace(DEFER_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return template;
  const loader =
    `${openTag}(function(s){var E=${JSON.stringify(INTENT_EVENTS)},o={capture:true,passive:true},c,p,` +
    `r=document.getElementById('root'),w=!!r&&r.hasAttribute(${JSON.stringify(SSR_ROOT_ATTRIBUTE)});` +
    `function code(){if(c)return;c=1;E.forEach(function(t){removeEventListener(t,code,o)});s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}` +
    `function painted(){if(p)return;p=1;document.querySelectorAll('iframe[${DEFERRED_SRC_ATTRIBUTE}]').forEach(function(f){if(!f.getAttribute('src'))f.src=f.getAttribute('${DEFERRED_SRC_ATTRIBUTE}')});if(!w)code()}` +
    `if(w)E.forEach(function(t){addEventListener(t,code,o)});` +
    `if(document.visibilityState==='hidden')painted();else{requestAnimationFrame(function(){setTimeout(painted)});setTimeout(painted,${FALLBACK_MS})}})(${scriptSafeJson(sources)})</script>`;
  const bodyEnd = rest.lastIndexOf('</body>');
  return bodyEnd === -1 ? rest + loader : rest.slice(0, bodyEnd) + loader + rest.slice(bodyEnd);
}
