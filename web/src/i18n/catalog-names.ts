/** The shell's own text and the spec's texts (specText): loaded with the first screen of every language but English. */
export const SHELL_CATALOG = '@shell';
export const SPEC_CATALOG = '@spec';
