/** Loads the current address again as a full page: its own module, so that tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
