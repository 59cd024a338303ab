// Fails when jscpd (run by `npm run duplicates` with .jscpd.json) finds more clones than the budget given as the
// first argument, listing them; the budget is the architecture issue's measure, kept in package.json.
import { readFileSync } from 'node:fs';

const budget = Number(process.argv[2]);
const report = JSON.parse(readFileSync('node_modules/.cache/jscpd/jscpd-report.json', 'utf8'));
const clones = report.duplicates;
for (const clone of clones) {
  const a = clone.firstFile;
  const b = clone.secondFile;
  console.log(`${a.name}:${a.start}-${a.end} ~ ${b.name}:${b.start}-${b.end} (${clone.lines} lines)`);
}
console.log(`${clones.length} clones of 6+ lines (budget ${budget})`);
if (clones.length > budget) process.exit(1);
