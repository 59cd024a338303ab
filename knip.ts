import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: unused files, exports, types and dependencies across the npm workspaces.
 *
 * Every workspace's package.json exports `./*`, which makes each of its files a public entry; without
 * `includeEntryExports` nothing exported would ever be reported. Handler modules are the exception: the manifest
 * names them by path string (`handler: 'api/courses/list-courses'`), so their `handler` export is used although
 * nothing imports it.
 */
const HANDLER_MODULES = [
  'functions/api/**/*.ts',
  'events/handlers/**/*.ts',
  'events/schedules/**/*.ts',
  'events/triggers/**/*.ts',
  'events/streams/**/*.ts',
];

const config: KnipConfig = {
  includeEntryExports: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.{ts,mjs}'],
      project: ['scripts/**/*.{ts,mjs}'],
      // `npm run synth` runs the infra workspace's cdk.
      ignoreBinaries: ['cdk'],
      // scripts/checks.mjs runs TypeScript 7's compiler by its path (its binary shares the name `tsc` with 5.9's).
      ignoreDependencies: ['typescript-7'],
    },
    shared: { project: ['src/**/*.ts'] },
    functions: {
      entry: ['api/**/*.ts'],
      project: ['**/*.ts'],
      // System tools: the catalogue build needs ffmpeg, the certificate tests read PDFs with pdftotext.
      ignoreBinaries: ['ffmpeg', 'pdftotext'],
      // The PDF fonts: files read at run time by path (core/platform/export/pdf-fonts.ts), never imported.
      ignoreDependencies: ['dejavu-fonts-ttf'],
    },
    events: {
      entry: ['handlers/**/*.ts', 'schedules/**/*.ts', 'triggers/**/*.ts'],
      project: ['**/*.ts'],
      // Integration tests reach into the services the handlers use; the packages come with @skillway/functions.
      ignoreDependencies: ['@aws-sdk/client-s3', '@aws-sdk/client-mediaconvert', 'dynamodb-toolbox'],
    },
    infra: {
      entry: ['local/process-watchdog.mjs'],
      project: ['**/*.{ts,mjs}'],
      // The local stack and CDK load event handlers by path, never by import.
      ignoreDependencies: ['@skillway/events', 'aws-cdk', 'zod'],
      // DynamoDB Local is a Java program; the bundled PDF fonts' test reads PDFs with pdftotext.
      ignoreBinaries: ['java', 'pdftotext'],
    },
    test: {
      entry: ['setup/*.ts'],
      // Vitest's globalSetup loads its default export.
      ignoreIssues: { 'setup/global-stack.ts': ['exports'] },
      project: ['**/*.ts'],
      // The Lighthouse bench makes a throwaway TLS certificate for its HTTP/2 front with the system's openssl.
      ignoreBinaries: ['openssl'],
      // Integration tests call the local services directly; the packages come with the workspaces under test.
      ignoreDependencies: [
        'sharp',
        '@aws-sdk/client-cognito-identity-provider',
        '@aws-sdk/client-dynamodb',
        '@aws-sdk/client-s3',
        '@aws-sdk/s3-presigned-post',
        // The async idempotency tests read the table, set up items and mock MediaConvert like the handlers do;
        // the fault tests (test/faults, test/integration/fault-survival.test.ts) mock every client a handler uses
        // and build requests from the manifest's zod schemas.
        '@aws-sdk/client-eventbridge',
        '@aws-sdk/client-mediaconvert',
        '@aws-sdk/client-sesv2',
        '@aws-sdk/lib-dynamodb',
        'dynamodb-toolbox',
        'zod',
      ],
    },
    web: {
      // The root vitest config's `web` project runs in the jsdom environment, which vitest loads by name.
      ignoreDependencies: ['jsdom'],
      entry: ['src/test-setup.ts', 'scripts/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    },
  },
  ignoreIssues: {
    ...Object.fromEntries(HANDLER_MODULES.map((glob) => [glob, ['exports']])),
  },
};

export default config;
