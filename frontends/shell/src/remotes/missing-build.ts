/** Module Federation's code for a remote entry that could not be fetched or run. */
const ENTRY_FAILED = '#RUNTIME-008';

/**
 * Whether an error says a file of a remote's build is gone: a JavaScript or CSS chunk webpack could
 * not load (ChunkLoadError), or the remote's entry. That is what a tab meets once the build it
 * started with has been replaced and its files removed; a full page load gets the deployed build.
 */
export function isMissingBuildError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || error.message.includes(ENTRY_FAILED);
}
