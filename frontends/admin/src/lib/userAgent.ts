import { i18n } from '../i18n/i18n';

/** Checked in order: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

/** Android says Linux, and iOS says "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A client that is no known browser shows its first word ('curl/8.4.0'), cut to this length. */
const OTHER_CLIENT_MAX = 40;

/** 'Chrome 131 on Windows' from a User-Agent header, for the sessions list (the whole header shows on hover). */
export function describeUserAgent(userAgent: string | null): string {
  const text = userAgent?.trim();
  if (!text) return i18n.t('security.unknownBrowser');
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  for (const [pattern, name] of BROWSERS) {
    const version = pattern.exec(text)?.[1];
    if (version) return system ? i18n.t('security.browserOn', { browser: `${name} ${version}`, system }) : `${name} ${version}`;
  }
  return text.split(/\s/)[0].slice(0, OTHER_CLIENT_MAX);
}
