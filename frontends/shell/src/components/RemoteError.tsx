import { SHELL_TEXTS } from '@csec/contracts';

interface Props {
  onRetry: () => void;
}

/** Shown instead of a blank page when a remote's files cannot be fetched or started. */
export function RemoteError({ onRetry }: Props) {
  return (
    <div className="shell-error" role="alert">
      <h1>{SHELL_TEXTS.remoteFailed}</h1>
      <p>{SHELL_TEXTS.remoteFailedHint}</p>
      <button type="button" onClick={onRetry}>
        {SHELL_TEXTS.retry}
      </button>
    </div>
  );
}
