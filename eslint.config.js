import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import css from '@eslint/css';

/**
 * Right-to-left readiness (issue 34): the web's CSS says start and end, never left and right, so a right-to-left
 * language mirrors the layout. Only the horizontal axis matters for that; the vertical one (top, height, margin-top…)
 * stays as written, since no language is written top to bottom.
 */
const SCRIPT_FILES = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];

const VERTICAL_AND_SIZE_PROPERTIES = [
  'top',
  'bottom',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-bottom',
  'border-top-color',
  'border-bottom-color',
  'border-top-style',
  'border-bottom-style',
  'border-top-width',
  'border-bottom-width',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-height',
  'contain-intrinsic-width',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local-data/**', '.vendor/**', '**/*.d.ts'] },
  // The JavaScript rules read scripts only (the CSS block below has a language of its own).
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) =>
    config.files ? config : { ...config, files: SCRIPT_FILES },
  ),
  {
    files: SCRIPT_FILES,
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.css'],
    plugins: { css },
    language: 'css/css',
    // CSS modules' :global() and Mantine's nesting are not standard CSS: recoverable parse errors are not reported.
    languageOptions: { tolerant: true },
    rules: {
      'css/prefer-logical-properties': [
        'error',
        { allowProperties: VERTICAL_AND_SIZE_PROPERTIES, allowUnits: ['vh', 'vw', 'dvh', 'dvw', 'svh', 'lvh'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Right-to-left readiness, as for the CSS above: Mantine's start/end style props, not left/right ones.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(ml|mr|pl|pr)$/]',
          message: 'Use the logical style props ms, me, ps or pe: the layout mirrors for a right-to-left language.',
        },
        {
          selector: 'JSXAttribute[name.name="ta"][value.value=/^(left|right)$/]',
          message: 'Use ta="start" or ta="end": the layout mirrors for a right-to-left language.',
        },
        {
          selector:
            'JSXAttribute[name.name="style"] Property[key.name=/^(left|right|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft|borderRight)$/]',
          message: 'Use the logical property (insetInlineStart, marginInlineEnd…): the layout mirrors right to left.',
        },
        {
          selector: 'JSXAttribute[name.name="style"] Property[key.name="textAlign"][value.value=/^(left|right)$/]',
          message: "Use textAlign 'start' or 'end': the layout mirrors for a right-to-left language.",
        },
      ],
    },
  },
);
