import { isMissingBuildError } from './missing-build';
import { reloadPage } from './page-reload';

const MARKER_PREFIX = 'csec:loaded-afresh:';
/** A failure this soon after this tab loaded the same address afresh is not a replaced build: no second load. */
const MARKER_MS = 60_000;

/** The marker this document wrote: while it stands, this document is already being replaced. */
let written: { key: string; value: string } | undefined;

/**
 * When `error` says the tab's build of a remote is gone (missing-build.ts), loads the address as a
 * full page, which gets the deployed build, and answers true (also for any failure after that,
 * while the page is being replaced). Once per address: a sessionStorage marker keyed by the
 * address stops a page whose files still fail after a fresh load from loading in a loop; it then
 * answers false, as it does without session storage, and the error is shown.
 */
export function loadAfreshFor(error: unknown): boolean {
  if (!isMissingBuildError(error)) return false;
  try {
    const key = MARKER_PREFIX + window.location.href;
    const stored = window.sessionStorage.getItem(key);
    if (written && written.key === key && written.value === stored) return true;
    const now = Date.now();
    if (stored !== null && now - Number(stored) < MARKER_MS) return false;
    written = { key, value: String(now) };
    window.sessionStorage.setItem(key, written.value);
  } catch {
    // Storage refused (a privacy mode): a loop could not be told from a first failure.
    return false;
  }
  reloadPage();
  return true;
}
