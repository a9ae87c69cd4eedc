/** Neutral placeholder while a remote's files download; styled by the page's inline CSS. */
export function Loading() {
  return (
    <div className="shell-loading" role="status" aria-label="Loading">
      <div className="shell-spinner" />
    </div>
  );
}
