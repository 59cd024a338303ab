import { checkCatalogues } from './catalogues';

/** `npm run i18n:check` (and scripts/checks.mjs): see checkCatalogues. */
const problems = await checkCatalogues();
for (const problem of problems.slice(0, 200))
  console.error(`${problem.catalogue} [${problem.locale}] ${JSON.stringify(problem.id)}: ${problem.problem}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} catalogue problem(s). New or changed text: npm run i18n:extract, then translate the new entries.`,
  );
  process.exit(1);
}
console.log('catalogues complete: every message in every language, placeholders kept');
