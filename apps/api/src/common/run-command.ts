/**
 * Runs a command-line tool's `main` (npm run images:variants, uploads:to-s3) and exits with the code it
 * answers; a failure is printed as its message alone and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
