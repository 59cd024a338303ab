/**
 * `npm run stripe -- renew <company id or name> [--fail]` / `npm run stripe -- end <company>`: drives the local
 * fake Stripe of a running local product (`POST /_local/stripe/renew|end`), so a person can see a renewal paid,
 * a renewal failing (the company is suspended) or a cancelled subscription ending. Without a command it prints the
 * usage and the fake Stripe page's address. The product is found at http://localhost:$PORT (default 3000).
 */
import { parseArgs } from 'node:util';
import { localToolsAuthorization } from './local-tools-cli';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { fail: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});

const usage =
  'Usage: npm run stripe -- renew <company id or name> [--fail]\n' +
  '       npm run stripe -- end <company id or name>\n' +
  '(PORT selects the local product, default 3000; the page /_local/stripe lists the subscriptions)';
const [command, ...rest] = positionals;
const company = rest.join(' ');
const port = process.env.PORT ?? '3000';
const base = `http://localhost:${port}/_local/stripe`;

if (values.help || !command) {
  console.log(`${usage}\nFake Stripe page: ${base}`);
  process.exit(values.help ? 0 : 1);
}
if ((command !== 'renew' && command !== 'end') || !company) {
  console.error(usage);
  process.exit(1);
}

const query = new URLSearchParams({ company, ...(values.fail ? { fail: '1' } : {}) });
const authorization = localToolsAuthorization();
let response: Response;
try {
  response = await fetch(`${base}/${command}?${query}`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization },
  });
} catch {
  console.error(`Nothing answers at http://localhost:${port}: start the product with \`npm start\` (PORT=${port}).`);
  process.exit(1);
}
const body = (await response.json()) as {
  error?: { message: string };
  subscription?: { id: string; status: string };
  invoice?: { id: string; status: string; total: number; hosted_invoice_url: string } | null;
};
if (!response.ok) {
  console.error(body.error?.message ?? `fake Stripe answered ${response.status}`);
  process.exit(1);
}
console.log(`subscription ${body.subscription?.id}: ${body.subscription?.status}`);
if (body.invoice) {
  console.log(
    `invoice ${body.invoice.id}: ${body.invoice.status}, £${(body.invoice.total / 100).toFixed(2)} ${body.invoice.hosted_invoice_url}`,
  );
}
