import { Aspects, Tags, Validations, type App, type Environment } from 'aws-cdk-lib';
import type { TBundleLocator } from './bundling/bundle-locator';
import { retentionDays } from './config/log-retention';
import { SCHEDULES } from '@skillway/shared';
import { appPrefix, type TSettings } from './config/settings';
import { ExplicitLogGroups } from './constructs/explicit-log-groups';
import { MonitoringStack } from './monitoring/monitoring-stack';
import { acknowledgeServerlessFindings } from './nag/serverless-acknowledgements';
import { SkillwayNagChecks } from './nag/skillway-nag-checks';
import { ApiRoutesStack } from './stacks/api-routes-stack';
import { ApiStack } from './stacks/api-stack';
import { AuditStack, grantAuditArchive } from './stacks/audit-stack';
import { AuthStack } from './stacks/auth-stack';
import { BackupStack } from './stacks/backup-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack, webAclArnParameterName, webAclName } from './stacks/edge-stack';
import { EventsStack } from './stacks/events-stack';
import { MailStack } from './stacks/mail-stack';
import { MediaPipelineStack } from './stacks/media-pipeline-stack';
import { MediaStack } from './stacks/media-stack';
import { StorageStack } from './stacks/storage-stack';
import { WebStack } from './stacks/web-stack';

/** Where CloudFront's global resources (its WAF web ACL) must be created. */
const EDGE_REGION = 'us-east-1';

export interface TSkillwayAppOptions {
  readonly settings: TSettings;
  readonly bundles: TBundleLocator;
  /** The built SPA folder, when there is one. */
  readonly spaDir?: string;
  /** Run cdk-nag's AWS Solutions checks on every stack at synth (on by default; any unacknowledged finding fails synth). */
  readonly nag?: boolean;
}

export interface TSkillwayStacks {
  readonly auth: AuthStack;
  readonly data: DataStack;
  /** With skillway:backup (on by default with protectData). */
  readonly backup?: BackupStack;
  readonly storage: StorageStack;
  readonly mail: MailStack;
  readonly media: MediaStack;
  readonly api: ApiStack;
  readonly edge: EdgeStack;
  readonly web: WebStack;
  readonly events: EventsStack;
  readonly mediaPipeline: MediaPipelineStack;
  /** The audit log: the table stream's consumer and the write-once archive bucket. */
  readonly audit: AuditStack;
  readonly apiRoutes: ApiRoutesStack;
  readonly monitoring: MonitoringStack;
}

/**
 * The whole AWS side. Deploy order follows the references:
 * data, storage, mail -> auth (its CUSTOM_AUTH triggers use the table and the ssoSealing secret), media -> api -> web
 * (CloudFront in front of the API) -> events (handlers need the app URL) -> media-pipeline (video transcode handlers; they use the bus's dead-letter queue) and api-routes (the
 * Lambdas and routes; they publish to the events bus and link to the app URL).
 */
export function createSkillwayApp(app: App, options: TSkillwayAppOptions): TSkillwayStacks {
  const { settings, bundles } = options;
  const prefix = appPrefix(settings);
  const env: Environment = { account: settings.account, region: settings.region };
  const stackProps = (name: string, description: string) => ({
    env,
    stackName: `${prefix}-${name}`,
    description,
    settings,
  });

  const data = new DataStack(app, 'Data', stackProps('data', 'Skillway data: the single DynamoDB table.'));
  const backup = settings.backup
    ? new BackupStack(app, 'Backup', {
        ...stackProps('backup', 'Skillway backups: AWS Backup of the table and the uploads bucket.'),
        tableArn: data.tableArn,
      })
    : undefined;
  const storage = new StorageStack(
    app,
    'Storage',
    stackProps('storage', 'Skillway files: private uploads bucket and logs.'),
  );
  // The pool's CUSTOM_AUTH triggers (SSO sign-ins) claim proofs in the table and read the storage stack's ssoSealing secret.
  const auth = new AuthStack(app, 'Auth', {
    ...stackProps('auth', 'Skillway identity: Cognito user pool, web client and its CUSTOM_AUTH triggers.'),
    bundles,
    table: { name: data.tableName, arn: data.tableArn },
    secrets: storage.runTimeSecrets,
  });
  const mail = new MailStack(app, 'Mail', stackProps('mail', 'Skillway email: SES identity and configuration set.'));
  const media = new MediaStack(app, 'Media', {
    ...stackProps('media', 'Skillway video: MediaConvert role, output bucket, job-state rule.'),
    uploads: storage.uploads,
  });
  const api = new ApiStack(app, 'Api', {
    ...stackProps('api', 'Skillway HTTP API: stage, throttling, access logs, JWT authorizer.'),
    userPool: auth.userPool,
    client: auth.client,
  });
  // A CloudFront web ACL must be in us-east-1: its own stack there; the web stack reads its ARN from SSM at deploy.
  const edge = new EdgeStack(app, 'Edge', {
    ...stackProps('edge', 'Skillway edge: the WAF web ACL of the CloudFront distribution (us-east-1).'),
    env: { account: settings.account, region: EDGE_REGION },
  });
  const web = new WebStack(app, 'Web', {
    ...stackProps('web', 'Skillway web: SPA bucket and CloudFront in front of the SPA and the API.'),
    edge: { parameterName: webAclArnParameterName(settings), region: EDGE_REGION, aclName: webAclName(settings) },
    apiOriginDomainName: api.originDomainName,
    uploads: storage.uploads,
    originVerifySecret: storage.originVerifySecret.secretValue.unsafeUnwrap(),
    spaDir: options.spaDir,
  });
  web.addDependency(edge, 'the distribution takes the web ACL the edge stack makes');

  const functions = {
    settings,
    bundles,
    environment: {
      tableName: data.tableName,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      uploadsBucket: storage.uploads.bucketName,
      appUrl: web.appUrl,
      contentUrl: web.contentUrl,
      mailFrom: mail.fromAddress,
      ...(web.filesKeyPairId ? { filesKeyPairId: web.filesKeyPairId } : {}),
    },
    secrets: storage.runTimeSecrets,
    grantTargets: {
      tableArn: data.tableArn,
      uploadsBucketArn: storage.uploads.bucketArn,
      userPoolArn: auth.userPool.userPoolArn,
      mail: {
        identityArn: mail.identity.emailIdentityArn,
        configurationSetArn: mail.configurationSetArn,
        fromAddress: mail.fromAddress,
      },
    },
  };

  const events = new EventsStack(app, 'Events', {
    env,
    stackName: `${prefix}-events`,
    description: 'Skillway async work: event bus, rules, schedules, handlers, dead-letter queue.',
    functions,
  });
  const mediaPipeline = new MediaPipelineStack(app, 'MediaPipeline', {
    env,
    stackName: `${prefix}-media-pipeline`,
    description: 'Skillway course video transcoding: S3 trigger, MediaConvert job submitter and job-state handler.',
    functions: {
      ...functions,
      environment: { ...functions.environment, eventBusName: events.bus.eventBusName },
      grantTargets: { ...functions.grantTargets, eventBusArn: events.bus.eventBusArn },
    },
    uploadsBucketName: storage.uploads.bucketName,
    mediaConvertRole: media.mediaConvertRole,
    deadLetters: events.deadLetters,
  });
  const audit = new AuditStack(app, 'Audit', {
    env,
    stackName: `${prefix}-audit`,
    description:
      "Skillway audit log: the table stream's consumer, its failure queue and alarms, the Object Lock archive bucket.",
    functions: {
      ...functions,
      environment: { ...functions.environment, eventBusName: events.bus.eventBusName },
      grantTargets: { ...functions.grantTargets, eventBusArn: events.bus.eventBusArn },
    },
    tableStreamParameter: data.tableStreamParameter,
  });
  const archiver = events.handlers.get('schedules/archive-audit-log');
  if (!archiver) throw new Error('SCHEDULES lacks the audit archive');
  grantAuditArchive(archiver, settings);
  const apiRoutes = new ApiRoutesStack(app, 'ApiRoutes', {
    env,
    stackName: `${prefix}-api-routes`,
    description: 'Skillway API operations: one Lambda and route per manifest row, nested stacks per domain.',
    functions: {
      ...functions,
      environment: { ...functions.environment, eventBusName: events.bus.eventBusName },
      grantTargets: { ...functions.grantTargets, eventBusArn: events.bus.eventBusArn },
    },
    httpApi: api.httpApi,
    authorizer: api.routeAuthorizer(),
  });
  // Last: alarms and the dashboard read every other stack's names (the DLQ alarms reach its topic by name).
  const monitoring = new MonitoringStack(app, 'Monitoring', {
    ...stackProps('monitoring', 'Skillway monitoring: alarm topic, alarms and the stage dashboard.'),
    api: { apiId: api.httpApi.apiId, stageName: api.stage.stageName },
    tableName: data.tableName,
    areas: {
      events: [
        ...events.handlers.values(),
        audit.consumer,
        ...(audit.forwardingConsumer ? [audit.forwardingConsumer] : []),
      ].map((handler) => handler.fn),
      media: [...mediaPipeline.handlers.values()].map((handler) => handler.fn),
    },
    schedules: Object.fromEntries(
      SCHEDULES.flatMap((schedule) => {
        const handler = events.handlers.get(schedule.handler);
        return handler ? [[schedule.id, handler.fn]] : [];
      }),
    ),
  });
  monitoring.addDependency(apiRoutes, 'the alarms watch the routes the api-routes stack makes');

  // The table's name and ARN are plain values (no export), so the order is stated: the table before its users.
  if (backup) backup.addDependency(data, 'backs up the table');
  for (const stack of [auth, events, mediaPipeline, audit, apiRoutes])
    stack.addDependency(data, 'the functions use the table');

  Aspects.of(app).add(
    new ExplicitLogGroups({ retention: retentionDays(settings.logRetentionDays), retain: settings.protectData }),
  );
  Tags.of(app).add('app', 'skillway');
  Tags.of(app).add('stage', settings.stage);
  if (options.nag !== false) Validations.of(app).addPlugins(new SkillwayNagChecks(app, { verbose: true }));
  // The Serverless pack runs in the tests (infra/test/skillway-app.test.ts); its design-choice findings:
  acknowledgeServerlessFindings(app);

  return {
    auth,
    data,
    backup,
    storage,
    mail,
    media,
    api,
    edge,
    web,
    events,
    mediaPipeline,
    audit,
    apiRoutes,
    monitoring,
  };
}
