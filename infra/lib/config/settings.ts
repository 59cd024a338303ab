/**
 * Deployment settings, read from CDK context (`-c skillway:stage=prod`, or cdk.json) with environment variables
 * as the fallback. Nothing here looks anything up in an AWS account: `cdk synth` runs offline.
 */
type TThreatProtection = 'off' | 'audit' | 'enforce';

export interface TSettings {
  /** Lower-case name of this deployment (dev, staging, prod); prefixes every stack and physical name. */
  readonly stage: string;
  /** Region to deploy to. The account stays unresolved unless CDK_DEFAULT_ACCOUNT is set by the CLI. */
  readonly region: string;
  readonly account?: string;
  /** Optional custom domain for the web app and API (one origin). Needs `certificateArn` (us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /**
   * With `domainName` only: the e-learning content origin's domain (the content distribution: package files, the
   * SCORM launch page, the LRS and the SCORM commits; CONTENT_URL), `content.<domainName>` unless set. Never the app's
   * own domain: package scripts must not share the app's origin (docs/security.md, issue 26). Without `domainName` the
   * content distribution uses its own *.cloudfront.net domain and this must not be set.
   */
  readonly contentDomainName?: string;
  /**
   * Optional: the content domain's ACM certificate (us-east-1). Without it the content distribution uses
   * `certificateArn`, which must then cover the content domain too (a wildcard `*.<domainName>` or a second name).
   */
  readonly contentCertificateArn?: string;
  /**
   * Optional, with `domainName`: an ACM certificate in the stage's region for the API's own origin name
   * (`apiOriginDomainName`). With it the HTTP API gets that custom domain, CloudFront reaches the API there, and the
   * default execute-api endpoint is switched off: nothing can call the API except through CloudFront (the WAF, its
   * per-address limits, the security headers). Without it the execute-api endpoint is CloudFront's origin and stays
   * reachable, and the handlers refuse what lacks CloudFront's origin header (docs/operations.md).
   */
  readonly apiOriginCertificateArn?: string;
  /** The API's origin name, `api-origin.<domainName>` unless set; a DNS record the operator adds (docs/operations.md). */
  readonly apiOriginDomainName?: string;
  /** Sender address for every email; its domain (or the address) becomes the SES identity. */
  readonly mailFrom: string;
  /** Deletion protection and RETAIN on data (table, user pool, upload buckets, logs). Off only for throwaway stages. */
  readonly protectData: boolean;
  readonly logRetentionDays: number;
  /** Stage-wide HTTP API throttling (requests per second, burst). */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /**
   * Reserved concurrency: floors for sign-in and the learner's progress saves, ceilings for the workers
   * (config/reserved-concurrency.ts). Off by default: a new account's concurrency quota can be as low as 10, and
   * any reservation then fails the deploy. Turn it on for production once the quota is 1,000 or more.
   */
  readonly reservedConcurrency: boolean;
  /** Cognito threat protection (Plus feature plan): audit only, or enforce (block compromised credentials). */
  readonly threatProtection: TThreatProtection;
  /**
   * Optional: the name of a Secrets Manager secret holding a HubSpot private-app access token. When set, POST
   * /v1/hub-spot creates HubSpot contacts (the functions that do read the token at run time); else a log line.
   */
  readonly hubspotSecretName?: string;
  /**
   * Optional: the name of a Secrets Manager secret `{ "public_key": <PEM>, "private_key": <PEM> }` (an RSA 2048 key
   * pair the operator makes, docs/security.md "Downloads"). When set, files are served through the distribution
   * (`/c/*`, the uploads bucket behind origin access control, the security headers policy) on CloudFront signed URLs
   * made with this key; else downloads are S3 presigned GETs.
   */
  readonly filesSigningSecretName?: string;
  /** Optional: the address the alarm topic emails (SNS asks it to confirm once); without it, subscribe by hand. */
  readonly alarmEmail?: string;
  /**
   * Optional: the name of an existing table the app uses instead of the one the data stack makes: after a
   * point-in-time or AWS Backup restore (which always makes a new table), "restore, then deploy with the restored
   * name" (docs/operations.md). Unset: the data stack's own table, `skillway-<stage>`.
   */
  readonly tableName?: string;
  /**
   * Optional, with `tableName`: the restored table's stream ARN (NEW_AND_OLD_IMAGES, switched on by the operator
   * after the restore, docs/operations.md), which the audit log's consumer reads. The data stack's own table has its
   * stream by itself; a restored table without one has no audit capture until it is set.
   */
  readonly tableStreamArn?: string;
  /** AWS Backup of the table (and, with `backupBuckets`, the uploads bucket): daily, kept `backupRetentionDays`. */
  readonly backup: boolean;
  readonly backupBuckets: boolean;
  readonly backupRetentionDays: number;
  /**
   * Optional: the ARN of a backup vault in another account or region every daily recovery point is copied to
   * (kept `backupCopyRetentionDays`). That vault's access policy must allow this account's backup:CopyIntoBackupVault.
   */
  readonly backupCopyVaultArn?: string;
  readonly backupCopyRetentionDays: number;
}

const SETTING_KEYS = {
  stage: ['skillway:stage', 'SKILLWAY_STAGE'],
  region: ['skillway:region', 'CDK_DEFAULT_REGION'],
  domainName: ['skillway:domainName', 'SKILLWAY_DOMAIN'],
  certificateArn: ['skillway:certificateArn', 'SKILLWAY_CERTIFICATE_ARN'],
  contentDomainName: ['skillway:contentDomainName', 'SKILLWAY_CONTENT_DOMAIN'],
  reservedConcurrency: ['skillway:reservedConcurrency', 'SKILLWAY_RESERVED_CONCURRENCY'],
  apiOriginCertificateArn: ['skillway:apiOriginCertificateArn', 'SKILLWAY_API_ORIGIN_CERTIFICATE_ARN'],
  apiOriginDomainName: ['skillway:apiOriginDomainName', 'SKILLWAY_API_ORIGIN_DOMAIN'],
  contentCertificateArn: ['skillway:contentCertificateArn', 'SKILLWAY_CONTENT_CERTIFICATE_ARN'],
  mailFrom: ['skillway:mailFrom', 'SKILLWAY_MAIL_FROM'],
  protectData: ['skillway:protectData', 'SKILLWAY_PROTECT_DATA'],
  logRetentionDays: ['skillway:logRetentionDays', 'SKILLWAY_LOG_RETENTION_DAYS'],
  apiRateLimit: ['skillway:apiRateLimit', 'SKILLWAY_API_RATE_LIMIT'],
  apiBurstLimit: ['skillway:apiBurstLimit', 'SKILLWAY_API_BURST_LIMIT'],
  threatProtection: ['skillway:threatProtection', 'SKILLWAY_THREAT_PROTECTION'],
  hubspotSecretName: ['skillway:hubspotSecretName', 'SKILLWAY_HUBSPOT_SECRET_NAME'],
  filesSigningSecretName: ['skillway:filesSigningSecretName', 'SKILLWAY_FILES_SIGNING_SECRET_NAME'],
  alarmEmail: ['skillway:alarmEmail', 'SKILLWAY_ALARM_EMAIL'],
  tableName: ['skillway:tableName', 'SKILLWAY_TABLE_NAME'],
  tableStreamArn: ['skillway:tableStreamArn', 'SKILLWAY_TABLE_STREAM_ARN'],
  backup: ['skillway:backup', 'SKILLWAY_BACKUP'],
  backupBuckets: ['skillway:backupBuckets', 'SKILLWAY_BACKUP_BUCKETS'],
  backupRetentionDays: ['skillway:backupRetentionDays', 'SKILLWAY_BACKUP_RETENTION_DAYS'],
  backupCopyVaultArn: ['skillway:backupCopyVaultArn', 'SKILLWAY_BACKUP_COPY_VAULT_ARN'],
  backupCopyRetentionDays: ['skillway:backupCopyRetentionDays', 'SKILLWAY_BACKUP_COPY_RETENTION_DAYS'],
} as const satisfies Record<Exclude<keyof TSettings, 'account'>, readonly [string, string]>;

export const DEFAULT_SETTINGS = {
  stage: 'dev',
  region: 'eu-west-2',
  mailFrom: 'no-reply@example.com',
  protectData: true,
  logRetentionDays: 30,
  apiRateLimit: 200,
  apiBurstLimit: 400,
  threatProtection: 'audit',
  backupRetentionDays: 35,
} as const;

type TLookup = (contextKey: string) => unknown;

/** `tryGetContext` of the app, and the process environment as the fallback. */
export function readSettings(tryGetContext: TLookup, env: NodeJS.ProcessEnv = process.env): TSettings {
  const raw = (key: keyof typeof SETTING_KEYS): string | undefined => {
    const [contextKey, envKey] = SETTING_KEYS[key];
    const fromContext = tryGetContext(contextKey);
    if (fromContext !== undefined && fromContext !== null && fromContext !== '') return String(fromContext);
    const fromEnv = env[envKey];
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
  };

  const stage = raw('stage') ?? DEFAULT_SETTINGS.stage;
  if (!/^[a-z][a-z0-9-]{0,14}$/.test(stage)) {
    throw new Error(`Stage "${stage}" must be 1-15 lower-case letters, digits or dashes, starting with a letter.`);
  }
  const domainName = raw('domainName');
  const certificateArn = raw('certificateArn');
  if (domainName && !certificateArn) {
    throw new Error('A custom domain needs skillway:certificateArn: an ACM certificate in us-east-1 for CloudFront.');
  }
  if (certificateArn && !CLOUDFRONT_CERTIFICATE_ARN.test(certificateArn)) {
    throw new Error(
      'skillway:certificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads only that region).',
    );
  }
  const { contentDomainName, contentCertificateArn } = contentDomain(
    domainName,
    raw('contentDomainName'),
    raw('contentCertificateArn'),
  );
  const region = raw('region') ?? DEFAULT_SETTINGS.region;
  const apiOrigin = apiOriginDomain(
    region,
    domainName,
    [contentDomainName],
    raw('apiOriginDomainName'),
    raw('apiOriginCertificateArn'),
  );
  const mailFrom = raw('mailFrom') ?? (domainName ? `no-reply@${domainName}` : DEFAULT_SETTINGS.mailFrom);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom))
    throw new Error(`skillway:mailFrom "${mailFrom}" is not an email address.`);

  const alarmEmail = raw('alarmEmail');
  if (alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail))
    throw new Error(`skillway:alarmEmail "${alarmEmail}" is not an email address.`);

  const threatProtection = (raw('threatProtection') ?? DEFAULT_SETTINGS.threatProtection) as TThreatProtection;
  if (!['off', 'audit', 'enforce'].includes(threatProtection)) {
    throw new Error(`skillway:threatProtection must be off, audit or enforce, not "${threatProtection}".`);
  }

  const tableName = raw('tableName');
  if (tableName !== undefined && !/^[a-zA-Z0-9_.-]{3,255}$/.test(tableName)) {
    throw new Error(`skillway:tableName "${tableName}" is not a DynamoDB table name (3-255 of a-z A-Z 0-9 _ - .).`);
  }
  const tableStreamArn = raw('tableStreamArn');
  if (
    tableStreamArn !== undefined &&
    !/^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[^/]+\/stream\/.+$/.test(tableStreamArn)
  ) {
    throw new Error(`skillway:tableStreamArn "${tableStreamArn}" is not a DynamoDB table stream ARN.`);
  }
  const backupCopyVaultArn = raw('backupCopyVaultArn');
  if (backupCopyVaultArn !== undefined && !BACKUP_VAULT_ARN.test(backupCopyVaultArn)) {
    throw new Error(`skillway:backupCopyVaultArn "${backupCopyVaultArn}" is not a backup vault ARN.`);
  }
  const protectData = bool(raw('protectData'), DEFAULT_SETTINGS.protectData);
  const backupRetentionDays = positiveInt(
    raw('backupRetentionDays'),
    DEFAULT_SETTINGS.backupRetentionDays,
    'backupRetentionDays',
  );

  return {
    stage,
    region,
    account: env.CDK_DEFAULT_ACCOUNT || undefined,
    domainName,
    certificateArn,
    contentDomainName,
    contentCertificateArn,
    ...apiOrigin,
    mailFrom,
    protectData,
    logRetentionDays: positiveInt(raw('logRetentionDays'), DEFAULT_SETTINGS.logRetentionDays, 'logRetentionDays'),
    apiRateLimit: positiveInt(raw('apiRateLimit'), DEFAULT_SETTINGS.apiRateLimit, 'apiRateLimit'),
    apiBurstLimit: positiveInt(raw('apiBurstLimit'), DEFAULT_SETTINGS.apiBurstLimit, 'apiBurstLimit'),
    threatProtection,
    reservedConcurrency: bool(raw('reservedConcurrency'), false),
    hubspotSecretName: raw('hubspotSecretName'),
    filesSigningSecretName: raw('filesSigningSecretName'),
    alarmEmail,
    tableName,
    tableStreamArn,
    // Backups follow protectData by default: a throwaway stage has nothing worth keeping.
    backup: bool(raw('backup'), protectData),
    backupBuckets: bool(raw('backupBuckets'), true),
    backupRetentionDays,
    backupCopyVaultArn,
    backupCopyRetentionDays: positiveInt(
      raw('backupCopyRetentionDays'),
      backupRetentionDays,
      'backupCopyRetentionDays',
    ),
  };
}

/** A backup vault in any account or region. */
const BACKUP_VAULT_ARN = /^arn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[\w.-]+$/;

/** What CloudFront accepts as a viewer certificate: an ACM certificate in us-east-1. */
const CLOUDFRONT_CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

/** A host name: lower-case labels of letters, digits and dashes, at least two (no scheme, port or path). */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/**
 * The content origin's custom domain and certificate: only with the app's custom domain, `content.<domainName>` by
 * default, never the app's own domain (the content origin exists so that package scripts do not share the app's).
 */
function contentDomain(
  domainName: string | undefined,
  contentDomainName: string | undefined,
  contentCertificateArn: string | undefined,
): Pick<TSettings, 'contentDomainName' | 'contentCertificateArn'> {
  if (!domainName) {
    if (contentDomainName || contentCertificateArn) {
      throw new Error(
        'skillway:contentDomainName and skillway:contentCertificateArn need skillway:domainName: without a custom ' +
          'domain the content distribution uses its own *.cloudfront.net domain.',
      );
    }
    return {};
  }
  const name = (contentDomainName ?? `content.${domainName}`).toLowerCase();
  if (!HOST_NAME.test(name)) {
    throw new Error(`skillway:contentDomainName "${name}" must be a host name (no scheme, port or path).`);
  }
  if (name === domainName.toLowerCase()) {
    throw new Error(
      `skillway:contentDomainName must differ from skillway:domainName "${domainName}": package content must not ` +
        "run on the app's origin.",
    );
  }
  if (contentCertificateArn && !CLOUDFRONT_CERTIFICATE_ARN.test(contentCertificateArn)) {
    throw new Error(
      'skillway:contentCertificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads only that region).',
    );
  }
  return { contentDomainName: name, contentCertificateArn };
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`Expected true or false, got "${value}".`);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`skillway:${name} must be a positive whole number, got "${value}".`);
  return n;
}

/** `skillway-<stage>`: the prefix of stack names and of physical names that must be unique per account. */
export function appPrefix(settings: Pick<TSettings, 'stage'>): string {
  return `skillway-${settings.stage}`;
}

/**
 * The API's own origin name and its regional certificate: only with the app's custom domain, `api-origin.<domainName>`
 * by default, and neither the app's nor the content's name (those are CloudFront's).
 */
function apiOriginDomain(
  region: string,
  domainName: string | undefined,
  otherNames: readonly (string | undefined)[],
  apiOriginDomainName: string | undefined,
  apiOriginCertificateArn: string | undefined,
): Pick<TSettings, 'apiOriginDomainName' | 'apiOriginCertificateArn'> {
  if (!apiOriginCertificateArn) {
    if (apiOriginDomainName) {
      throw new Error('skillway:apiOriginDomainName needs skillway:apiOriginCertificateArn (a certificate for it).');
    }
    return {};
  }
  if (!domainName) {
    throw new Error(
      'skillway:apiOriginCertificateArn needs skillway:domainName: the API origin is a name under the custom domain.',
    );
  }
  if (!new RegExp(`^arn:aws[a-z-]*:acm:${region}:\\d{12}:certificate/[\\w-]+$`).test(apiOriginCertificateArn)) {
    throw new Error(
      `skillway:apiOriginCertificateArn must be an ACM certificate ARN in ${region}, the stage's region (API Gateway ` +
        "reads a regional custom domain's certificate from its own region).",
    );
  }
  const name = (apiOriginDomainName ?? `api-origin.${domainName}`).toLowerCase();
  if (!HOST_NAME.test(name)) {
    throw new Error(`skillway:apiOriginDomainName "${name}" must be a host name (no scheme, port or path).`);
  }
  if ([domainName, ...otherNames].some((other) => other?.toLowerCase() === name)) {
    throw new Error(`skillway:apiOriginDomainName "${name}" must differ from the app's and the content's domains.`);
  }
  return { apiOriginDomainName: name, apiOriginCertificateArn };
}
