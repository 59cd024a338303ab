/**
 * A start-up failure the person at the terminal can fix (Java missing, port taken, web not built): the CLI
 * prints its message alone, on one line, without a stack trace.
 */
export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';
}
