/**
 * Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE and
 * U+FFFF; lone surrogates), plus DEL, which is legal XML but never meant in a title.
 * One such character in one title would make a whole feed unreadable.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function stripXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}
