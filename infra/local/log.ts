/** The local stack's console voice: one prefixed line per event; `quiet` (tests) keeps only warnings and errors. */
export function createLogger(quiet: boolean) {
  const line = (level: string, scope: string, message: string) =>
    `${new Date().toISOString().slice(11, 23)} ${level} [${scope}] ${message}`;
  return {
    quiet,
    info(scope: string, message: string) {
      if (!quiet) console.log(line('info ', scope, message));
    },
    warn(scope: string, message: string) {
      console.warn(line('warn ', scope, message));
    },
    error(scope: string, message: string, error?: unknown) {
      const detail = error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : '';
      console.error(line('error', scope, message) + detail);
    },
  };
}

export type TLogger = ReturnType<typeof createLogger>;
