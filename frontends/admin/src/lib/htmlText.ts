const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi;

/** A post's HTML as plain text, one line per paragraph, heading or list item; nothing of the markup runs. */
export function htmlToText(html: string): string {
  const marked = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  // DOMParser's document runs no script and loads no image.
  const body = new DOMParser().parseFromString(marked, 'text/html').body;
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  const text = body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
