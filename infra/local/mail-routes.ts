import type { ServerResponse } from 'node:http';
import { jsonResponse, writeHttpResponse } from './lambda-response';
import { readOutbox, renderOutboxPage } from './mail-outbox';

/** The outbox as a page and as JSON: local-only, like `/_local/schedules`, never on AWS. */
export const MAIL_PATH = '/_local/mail';
export const MAIL_JSON_PATH = '/_local/mail.json';

/** `GET /_local/mail` (the page) and `/_local/mail.json`. */
export async function serveMail(res: ServerResponse, pathname: string, url: URL, outboxDir: string) {
  // `?to=<address>` keeps one person's messages (the page and its JSON): a test run's outbox holds hundreds.
  const to = url.searchParams.get('to')?.toLowerCase();
  const all = await readOutbox(outboxDir);
  const mails = to ? all.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : all;
  if (pathname === MAIL_JSON_PATH) {
    writeHttpResponse(res, jsonResponse(200, { data: mails }, { 'cache-control': 'no-store' }), {}, false);
    return;
  }
  const html = Buffer.from(renderOutboxPage(mails));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': html.length,
    'cache-control': 'no-store',
    // Frames inherit this policy: message HTML may show images but never run script.
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; base-uri 'self'; form-action 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}
