import type { TFunctionEntry } from './function-entries';

/** Thrown before building when manifest rows name modules that do not exist yet. */
export class MissingHandlersError extends Error {
  constructor(readonly missing: readonly TFunctionEntry[]) {
    super(
      `${missing.length} handler module(s) named in the manifest do not exist:\n` +
        missing.map((entry) => `  - ${entry.source} (used by ${entry.usedBy.join(', ')})`).join('\n'),
    );
    this.name = 'MissingHandlersError';
  }
}
