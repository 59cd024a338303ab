/**
 * `npm run build:functions`: every Lambda the manifest names, in one esbuild pass (infra/lib/bundling/).
 *
 *   npm run build:functions                  # bundles + native modules for Lambda (sharp, linux-arm64)
 *   npm run build:functions -- --no-native   # bundles only (what the infra tests and the bench need)
 *   npm run build:functions -- --sourcemap   # also write linked source maps
 */
import { buildFunctions } from '../infra/lib/bundling/build-functions';
import { buildReport } from '../infra/lib/bundling/build-report';

const argv = process.argv.slice(2);
try {
  const result = await buildFunctions({
    native: !argv.includes('--no-native'),
    sourcemap: argv.includes('--sourcemap'),
  });
  const report = buildReport(result);
  for (const line of report.lines) console.log(line);
  for (const problem of report.problems) console.error(problem);
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
