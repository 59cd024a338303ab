import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';

/**
 * The local tools (`/_local/mail`, `/_local/schedules`, `/_local/events/drain`, `/_local/dns`, the fake Stripe's console) show every
 * company's mail and drive its clock and billing: only the person at the machine and the tests may use them. They
 * prove it with a per-data-folder secret, `$DATA_DIR/local-tools-token` (readable by the folder's owner only), sent
 * as `Authorization: Bearer <token>` (`npm run schedule`, `npm run stripe`, the tests) or as the cookie the link that
 * `npm start` prints sets. Anyone else gets a 404, as if the tools did not exist (they do not, on AWS).
 */
const LOCAL_TOOLS_TOKEN_FILE = 'local-tools-token';
const LOCAL_TOOLS_COOKIE = 'skillway_local_tools';
/** The path of the link `npm start` prints: `?token=` sets the cookie, then it redirects to the tools' index. */
export const LOCAL_TOOLS_PATH = '/_local';
/**
 * Sent with the token by the tests on /v1 calls that stand for callers on other networks: only then does the local
 * edge keep the `x-viewer-address` they name (api-adapter.ts), as CloudFront never would from a viewer.
 */
export const LOCAL_TOOLS_HEADER = 'x-local-tools-token';

function localToolsTokenPath(dataDir: string): string {
  return join(dataDir, LOCAL_TOOLS_TOKEN_FILE);
}

/** The folder's token, created on first start (kept across restarts, so a bookmarked link keeps working). */
export async function ensureLocalToolsToken(dataDir: string): Promise<string> {
  const file = localToolsTokenPath(dataDir);
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (/^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** For the command-line tools and the tests: the token of a running product's data folder, or undefined. */
export function readLocalToolsToken(dataDir: string): string | undefined {
  try {
    return readFileSync(localToolsTokenPath(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function sameSecret(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether the request carries the token (bearer header or cookie). */
export function hasLocalToolsToken(req: IncomingMessage, token: string): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return sameSecret(bearer, token) || sameSecret(cookieValue(req.headers.cookie, LOCAL_TOOLS_COOKIE), token);
}

/** Whether `?token=` of the printed link is the folder's token. */
export function linkCarriesToken(url: URL, token: string): boolean {
  return sameSecret(url.searchParams.get('token') ?? undefined, token);
}

/**
 * The cookie the printed link sets: script cannot read it, other sites' pages do not send it (Strict), and it goes
 * only to `/_local` (the app's own pages and API never see it). Secure on https.
 */
export function localToolsCookie(token: string, https: boolean): string {
  return `${LOCAL_TOOLS_COOKIE}=${token}; Path=${LOCAL_TOOLS_PATH}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
}

/** The tools' index page, what the printed link opens. */
export function renderLocalToolsIndex(): string {
  const links = [
    ['/_local/mail', 'Mail', 'every email the product sent (password-reset and set-password links are clickable)'],
    ['/_local/schedules', 'Schedules', 'the scheduled jobs and their last runs (JSON); npm run schedule runs one'],
    ['/_local/stripe', 'Fake Stripe', 'the subscriptions: renew now (paid or failing) or end one'],
    ['/_local/dns', 'DNS', 'the SSO domains waiting for verification: publish their TXT records'],
  ]
    .map(([href, name, what]) => `<li><a href="${href}">${name}</a>: ${what}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local tools</title>
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#222;line-height:1.5}</style></head>
<body><h1>Local tools</h1><p>Only on this machine's product, for the person running it: never on AWS.</p><ul>${links}</ul></body></html>`;
}

/**
 * Whether `host` (what the product listens on) is loopback only. Elsewhere the tools are off unless LOCAL_TOOLS=on:
 * the network's people would otherwise be one leaked link away from every company's password-reset mail.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return host === undefined || host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
