/**
 * `npm run smoke -- --url https://learn.example.com` (or `--url http://localhost:3000`): signs in the super
 * administrator and checks health, the company and course lists and an email against a running product; one line
 * per check, exit code 1 on any failure. `--help` lists the flags and their environment variables;
 * docs/operations.md says when to run it.
 */
import { parseSmokeArgs, SMOKE_USAGE } from './smoke-args';
import { smokeChecks } from './smoke-checks';
import { smokeClient } from './smoke-http';
import { exitCode, formatResult, runChecks } from './smoke-runner';

const parsed = parseSmokeArgs(process.argv.slice(2), process.env);
if ('help' in parsed) {
  console.log(SMOKE_USAGE);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${SMOKE_USAGE}`);
  process.exit(2);
}
const { options } = parsed;
console.log(`Smoke test of ${options.baseUrl}${options.local ? ' (local product)' : ''}`);
const results = await runChecks(smokeChecks(smokeClient(options.baseUrl, options.timeoutMs), options), (result) =>
  console.log(formatResult(result)),
);
const failed = results.filter((result) => result.status === 'failed').length;
console.log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
process.exit(exitCode(results));
