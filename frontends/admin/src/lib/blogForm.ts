/** The editor's empty document is '<p><br></p>'; text or an image makes it non-empty. */
export function isContentEmpty(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return text.trim() === '';
}
