import { describe, expect, it } from 'vitest';
import { isLocalUrl, parseSmokeArgs } from './smoke-args';

const options = (argv: string[], env: Record<string, string | undefined> = {}) => {
  const parsed = parseSmokeArgs(argv, env);
  if (!('options' in parsed)) throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
};
const error = (argv: string[], env: Record<string, string | undefined> = {}) => {
  const parsed = parseSmokeArgs(argv, env);
  return 'error' in parsed ? parsed.error : undefined;
};

describe('parseSmokeArgs', () => {
  it('defaults to the demo super administrator and the signed-in address on localhost', () => {
    expect(options(['--url', 'http://localhost:3200/'])).toEqual({
      baseUrl: 'http://localhost:3200',
      local: true,
      superAdmin: {
        email: 'superadmin@skillway.test',
        password: 'Super!Pass1',
        totpSecret: 'SKILLWAYDEMOSUPERADMINTOTPSECRET',
      },
      admin: undefined,
      emailTo: 'superadmin@skillway.test',
      dataDir: undefined,
      timeoutMs: 15_000,
    });
  });

  it('needs credentials on AWS and skips the email unless an address is given', () => {
    expect(error(['--url', 'https://learn.example.com'])).toMatch(/super administrator/);
    const aws = options(['--url', 'https://learn.example.com'], {
      SMOKE_EMAIL: 'ops@example.com',
      SMOKE_PASSWORD: 'pw',
    });
    expect(aws).toMatchObject({
      local: false,
      superAdmin: { email: 'ops@example.com', password: 'pw' },
      emailTo: undefined,
    });
  });

  it("takes the super administrator's two-step key from --totp-secret or SMOKE_TOTP_SECRET, spaces and case aside", () => {
    const aws = { SMOKE_EMAIL: 'ops@example.com', SMOKE_PASSWORD: 'pw' };
    expect(options(['--url', 'https://learn.example.com'], aws).superAdmin.totpSecret).toBeUndefined();
    expect(
      options(['--url', 'https://learn.example.com'], { ...aws, SMOKE_TOTP_SECRET: 'abcd efgh' }).superAdmin.totpSecret,
    ).toBe('ABCDEFGH');
    expect(
      options(['--url', 'https://learn.example.com', '--totp-secret', 'JBSWY3DPEHPK3PXP'], {
        ...aws,
        SMOKE_TOTP_SECRET: 'AAAA',
      }).superAdmin.totpSecret,
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(error(['--url', 'https://learn.example.com', '--totp-secret', 'not-base32!'], aws)).toMatch(/totp-secret/);
  });

  it('prefers flags to the environment', () => {
    const parsed = options(
      [
        '--url',
        'https://a.example.com',
        '--email',
        'flag@example.com',
        '--email-to',
        'to@example.com',
        '--timeout',
        '2.5',
      ],
      {
        SMOKE_EMAIL: 'env@example.com',
        SMOKE_PASSWORD: 'pw',
        SMOKE_EMAIL_TO: 'env-to@example.com',
        SMOKE_URL: 'https://b.example.com',
      },
    );
    expect(parsed).toMatchObject({
      baseUrl: 'https://a.example.com',
      superAdmin: { email: 'flag@example.com', password: 'pw' },
      emailTo: 'to@example.com',
      timeoutMs: 2500,
    });
  });

  it('reads the URL, the administrator and the data folder from the environment', () => {
    const parsed = options([], {
      SMOKE_URL: 'http://127.0.0.1:3000',
      SMOKE_ADMIN_EMAIL: 'admin@demo-ltd.test',
      SMOKE_ADMIN_PASSWORD: 'Admin!Pass1',
      DATA_DIR: '/tmp/data',
    });
    expect(parsed).toMatchObject({
      local: true,
      admin: { email: 'admin@demo-ltd.test', password: 'Admin!Pass1' },
      dataDir: '/tmp/data',
    });
  });

  it.each([
    [[], /--url is required/],
    [['--url', 'not a url'], /not a URL/],
    [['--url', 'ftp://example.com'], /http/],
    [['--url', 'http://learn.example.com', '--email', 'a@b.c', '--password', 'p'], /https unless/],
    [['--url', 'http://localhost:3000', '--admin-email', 'a@b.c'], /administrator/],
    [['--url', 'http://localhost:3000', '--timeout', '0'], /timeout/],
    [['--url', 'http://localhost:3000', '--bogus'], /bogus/],
    [['--url', 'http://localhost:3000', 'extra'], /extra/],
  ])('refuses %j', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });

  it('answers --help', () => {
    expect(parseSmokeArgs(['-h'], {})).toEqual({ help: true });
  });
});

describe('isLocalUrl', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:3000', true],
    ['https://learn.example.com', false],
    ['https://localhost.example.com', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalUrl(new URL(url))).toBe(local);
  });
});
