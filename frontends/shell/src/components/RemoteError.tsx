export const REMOTE_ERROR_TITLE = 'This part of the site could not be loaded.';

interface Props {
  onRetry: () => void;
}

/** Shown instead of a blank page when a remote's files cannot be fetched or started. */
export function RemoteError({ onRetry }: Props) {
  return (
    <div className="shell-error" role="alert">
      <h1>{REMOTE_ERROR_TITLE}</h1>
      <p>Check your connection and try again. If the problem continues, please come back in a few minutes.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
