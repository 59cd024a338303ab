import { parseArgs } from 'node:util';
import { DEMO_SUPER_ADMIN_TOTP_SECRET } from '@skillway/functions/core/people/two-step/demo-key';

/** The local product's demo super administrator (README, "Demo accounts"): the default sign-in on localhost only. */
const LOCAL_SUPER_ADMIN = {
  email: 'superadmin@skillway.test',
  password: 'Super!Pass1',
  totpSecret: DEMO_SUPER_ADMIN_TOTP_SECRET,
};

export interface TAccount {
  email: string;
  password: string;
  /** The account's two-step verification key (base32), to compute its sign-in code; the super administrator's. */
  totpSecret?: string;
}

export interface TSmokeOptions {
  /** The product's origin, no trailing slash: the SPA and `/v1` are served from it (CloudFront on AWS). */
  baseUrl: string;
  /** localhost / loopback: the local product, whose mail outbox the email check reads. */
  local: boolean;
  superAdmin: TAccount;
  /** A company administrator for the course list; without one the super administrator lists a company's courses. */
  admin: TAccount | undefined;
  /** Who the password-reset email goes to; undefined skips the email check (AWS without `--email-to`). */
  emailTo: string | undefined;
  /** The local product's data folder (its local tools token); only read when `local`. */
  dataDir: string | undefined;
  timeoutMs: number;
}

export type TParsed = { options: TSmokeOptions } | { help: true } | { error: string };

export const SMOKE_USAGE = `Usage: npm run smoke -- --url <origin> [options]

  --url URL               the product's origin, e.g. https://learn.example.com or http://localhost:3000 (SMOKE_URL)
  --email ADDRESS         super administrator email (SMOKE_EMAIL; on localhost defaults to the demo account)
  --password PASSWORD     super administrator password (SMOKE_PASSWORD; on localhost defaults to the demo account)
  --totp-secret KEY       the super administrator's two-step verification key, base32 as an authenticator app
                          takes it (SMOKE_TOTP_SECRET; on localhost defaults to the demo account's)
  --admin-email ADDRESS   optional company administrator for the course list (SMOKE_ADMIN_EMAIL)
  --admin-password PASS   its password (SMOKE_ADMIN_PASSWORD)
  --email-to ADDRESS      send a password-reset email to this account's address (SMOKE_EMAIL_TO); on AWS the
                          email check is skipped without it, on localhost it defaults to the signed-in account
  --data-dir DIR          the local product's DATA_DIR, for its local tools token (DATA_DIR; default .local-data)
  --timeout SECONDS       per request (default 15)
  -h, --help`;

type TEnv = Record<string, string | undefined>;

export function isLocalUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function account(email: string | undefined, password: string | undefined, what: string): TAccount | string {
  if (!email || !password) return `${what}: both the email and the password are needed`;
  return { email, password };
}

/** The command line and environment of `npm run smoke`, checked; never exits or prints (the caller does). */
export function parseSmokeArgs(argv: string[], env: TEnv): TParsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'totp-secret': { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-password': { type: 'string' },
        'email-to': { type: 'string' },
        'data-dir': { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };

  const rawUrl = values.url ?? env.SMOKE_URL;
  if (!rawUrl) return { error: '--url is required (or SMOKE_URL)' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { error: `--url: not a URL: ${rawUrl}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: '--url must be http(s)' };
  const local = isLocalUrl(url);
  if (!local && url.protocol !== 'https:') return { error: '--url must be https unless it is localhost' };

  const fallback = local ? LOCAL_SUPER_ADMIN : undefined;
  const superAdmin = account(
    values.email ?? env.SMOKE_EMAIL ?? fallback?.email,
    values.password ?? env.SMOKE_PASSWORD ?? fallback?.password,
    'super administrator (--email/--password or SMOKE_EMAIL/SMOKE_PASSWORD)',
  );
  if (typeof superAdmin === 'string') return { error: superAdmin };
  const totpSecret =
    (values['totp-secret'] ?? env.SMOKE_TOTP_SECRET)?.replace(/\s+/g, '').toUpperCase() ?? fallback?.totpSecret;
  if (totpSecret !== undefined && !/^[A-Z2-7]+=*$/.test(totpSecret))
    return { error: '--totp-secret: a base32 key (A-Z, 2-7)' };

  const adminEmail = values['admin-email'] ?? env.SMOKE_ADMIN_EMAIL;
  const adminPassword = values['admin-password'] ?? env.SMOKE_ADMIN_PASSWORD;
  let admin: TAccount | undefined;
  if (adminEmail || adminPassword) {
    const given = account(adminEmail, adminPassword, 'administrator (--admin-email/--admin-password)');
    if (typeof given === 'string') return { error: given };
    admin = given;
  }

  const timeoutSeconds = Number(values.timeout ?? '15');
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
    return { error: '--timeout: a positive number of seconds' };

  const emailTo = values['email-to'] ?? env.SMOKE_EMAIL_TO ?? (local ? superAdmin.email : undefined);
  return {
    options: {
      baseUrl: url.origin + url.pathname.replace(/\/+$/, ''),
      local,
      superAdmin: totpSecret === undefined ? superAdmin : { ...superAdmin, totpSecret },
      admin,
      emailTo,
      dataDir: values['data-dir'] ?? env.DATA_DIR,
      timeoutMs: Math.round(timeoutSeconds * 1000),
    },
  };
}
