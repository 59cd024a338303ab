import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './settings';

const fromContext = (context: Record<string, unknown>) => (key: string) => context[key];

describe('readSettings', () => {
  it('uses the defaults when nothing is set', () => {
    const settings = readSettings(fromContext({}), {});
    expect(settings).toMatchObject({ ...DEFAULT_SETTINGS, account: undefined, domainName: undefined });
  });

  it('reads the optional HubSpot secret name (context or SKILLWAY_HUBSPOT_SECRET_NAME)', () => {
    expect(readSettings(fromContext({}), {}).hubspotSecretName).toBeUndefined();
    expect(readSettings(fromContext({}), { SKILLWAY_HUBSPOT_SECRET_NAME: 'skillway/hubspot' }).hubspotSecretName).toBe(
      'skillway/hubspot',
    );
  });

  it('reads the optional files signing secret name (context or SKILLWAY_FILES_SIGNING_SECRET_NAME)', () => {
    expect(readSettings(fromContext({}), {}).filesSigningSecretName).toBeUndefined();
    expect(
      readSettings(fromContext({ 'skillway:filesSigningSecretName': 'skillway/files' }), {}).filesSigningSecretName,
    ).toBe('skillway/files');
    expect(
      readSettings(fromContext({}), { SKILLWAY_FILES_SIGNING_SECRET_NAME: 'skillway/files-env' })
        .filesSigningSecretName,
    ).toBe('skillway/files-env');
  });

  it('reads the data safety settings: a restored table, backups and their copy vault', () => {
    const defaults = readSettings(fromContext({}), {});
    expect(defaults).toMatchObject({ tableName: undefined, backup: true, backupBuckets: true });
    expect(defaults).toMatchObject({ backupRetentionDays: 35, backupCopyRetentionDays: 35 });
    expect(defaults.backupCopyVaultArn).toBeUndefined();
    expect(readSettings(fromContext({ 'skillway:protectData': 'false' }), {}).backup).toBe(false);
    const vault = 'arn:aws:backup:eu-west-1:210987654321:backup-vault:skillway-copies';
    const set = readSettings(
      fromContext({
        'skillway:tableName': 'skillway-prod-restored',
        'skillway:backupCopyVaultArn': vault,
        'skillway:backupRetentionDays': '90',
        'skillway:backupBuckets': 'false',
      }),
      {},
    );
    expect(set).toMatchObject({ tableName: 'skillway-prod-restored', backupCopyVaultArn: vault, backupBuckets: false });
    expect(set).toMatchObject({ backupRetentionDays: 90, backupCopyRetentionDays: 90 });
    expect(readSettings(fromContext({}), { SKILLWAY_TABLE_NAME: 'from-env' }).tableName).toBe('from-env');
    expect(() => readSettings(fromContext({ 'skillway:tableName': 'no spaces' }), {})).toThrow(/tableName/);
    expect(() => readSettings(fromContext({ 'skillway:backupCopyVaultArn': 'skillway-copies' }), {})).toThrow(
      /backupCopyVaultArn/,
    );
  });

  it('prefers context over the environment', () => {
    const settings = readSettings(fromContext({ 'skillway:stage': 'prod' }), {
      SKILLWAY_STAGE: 'staging',
      SKILLWAY_LOG_RETENTION_DAYS: '90',
    });
    expect(settings.stage).toBe('prod');
    expect(settings.logRetentionDays).toBe(90);
  });

  it('derives the sender from the custom domain and requires a us-east-1 certificate with it', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
    const settings = readSettings(
      fromContext({ 'skillway:domainName': 'learn.example.org', 'skillway:certificateArn': certificateArn }),
      {},
    );
    expect(settings.mailFrom).toBe('no-reply@learn.example.org');
    expect(() => readSettings(fromContext({ 'skillway:domainName': 'learn.example.org' }), {})).toThrow(
      /certificateArn/,
    );
    expect(() =>
      readSettings(
        fromContext({
          'skillway:domainName': 'x.org',
          'skillway:certificateArn': certificateArn.replace('us-east-1', 'eu-west-2'),
        }),
        {},
      ),
    ).toThrow(/us-east-1/);
  });

  describe('the content domain (the e-learning content origin, issue 26)', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
    const withDomain = (extra: Record<string, unknown> = {}) =>
      readSettings(
        fromContext({
          'skillway:domainName': 'learn.example.org',
          'skillway:certificateArn': certificateArn,
          ...extra,
        }),
        {},
      );

    it('is content.<domainName> with a custom domain, on the same certificate unless one is given', () => {
      expect(withDomain()).toMatchObject({
        contentDomainName: 'content.learn.example.org',
        contentCertificateArn: undefined,
      });
      const other = certificateArn.replace('abc-123', 'def-456');
      expect(
        withDomain({
          'skillway:contentDomainName': 'learn-content.example.net',
          'skillway:contentCertificateArn': other,
        }),
      ).toMatchObject({ contentDomainName: 'learn-content.example.net', contentCertificateArn: other });
      expect(
        readSettings(
          fromContext({ 'skillway:domainName': 'learn.example.org', 'skillway:certificateArn': certificateArn }),
          {
            SKILLWAY_CONTENT_DOMAIN: 'packages.example.org',
          },
        ).contentDomainName,
      ).toBe('packages.example.org');
    });

    it('is unset without a custom domain (the distribution keeps its *.cloudfront.net name), and may not be set then', () => {
      expect(readSettings(fromContext({}), {}).contentDomainName).toBeUndefined();
      expect(() => readSettings(fromContext({ 'skillway:contentDomainName': 'content.example.org' }), {})).toThrow(
        /need skillway:domainName/,
      );
      expect(() => readSettings(fromContext({ 'skillway:contentCertificateArn': certificateArn }), {})).toThrow(
        /need skillway:domainName/,
      );
    });

    it("refuses the app's own domain, a URL instead of a host name, and a certificate outside us-east-1", () => {
      expect(() => withDomain({ 'skillway:contentDomainName': 'learn.example.org' })).toThrow(/must differ/);
      expect(() => withDomain({ 'skillway:contentDomainName': 'https://content.example.org/' })).toThrow(/host name/);
      expect(() =>
        withDomain({ 'skillway:contentCertificateArn': certificateArn.replace('us-east-1', 'eu-west-2') }),
      ).toThrow(/contentCertificateArn.*us-east-1/);
    });
  });

  describe("the API's origin name (the execute-api endpoint off, issue 27)", () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
    const regional = 'arn:aws:acm:eu-west-2:123456789012:certificate/def-456';
    const withDomain = (extra: Record<string, unknown> = {}) =>
      readSettings(
        fromContext({
          'skillway:domainName': 'learn.example.org',
          'skillway:certificateArn': certificateArn,
          ...extra,
        }),
        {},
      );

    it('is api-origin.<domainName> with a regional certificate, and unset without one', () => {
      expect(withDomain({ 'skillway:apiOriginCertificateArn': regional })).toMatchObject({
        apiOriginDomainName: 'api-origin.learn.example.org',
        apiOriginCertificateArn: regional,
      });
      expect(
        withDomain({
          'skillway:apiOriginCertificateArn': regional,
          'skillway:apiOriginDomainName': 'origin.example.net',
        }).apiOriginDomainName,
      ).toBe('origin.example.net');
      expect(withDomain().apiOriginDomainName).toBeUndefined();
    });

    it("refuses a certificate outside the stage's region, no custom domain, and the app's or content's name", () => {
      expect(() => withDomain({ 'skillway:apiOriginCertificateArn': certificateArn })).toThrow(/in eu-west-2/);
      expect(() => readSettings(fromContext({ 'skillway:apiOriginCertificateArn': regional }), {})).toThrow(
        /needs skillway:domainName/,
      );
      expect(() =>
        withDomain({
          'skillway:apiOriginCertificateArn': regional,
          'skillway:apiOriginDomainName': 'content.learn.example.org',
        }),
      ).toThrow(/must differ/);
      expect(() => withDomain({ 'skillway:apiOriginDomainName': 'origin.learn.example.org' })).toThrow(
        /needs skillway:apiOriginCertificateArn/,
      );
    });
  });

  it('rejects values that would break names or limits', () => {
    expect(() => readSettings(fromContext({ 'skillway:stage': 'Prod_1' }), {})).toThrow(/Stage/);
    expect(() => readSettings(fromContext({ 'skillway:mailFrom': 'nobody' }), {})).toThrow(/email address/);
    expect(() => readSettings(fromContext({ 'skillway:apiRateLimit': '-5' }), {})).toThrow(/positive whole number/);
    expect(() => readSettings(fromContext({ 'skillway:threatProtection': 'maybe' }), {})).toThrow(
      /off, audit or enforce/,
    );
    expect(() => readSettings(fromContext({ 'skillway:protectData': 'yes' }), {})).toThrow(/true or false/);
  });
});
