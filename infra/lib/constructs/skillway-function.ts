import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import {
  Architecture,
  Code,
  DockerImageCode,
  DockerImageFunction,
  Function as LambdaFunction,
  LoggingFormat,
  ApplicationLogLevel,
  SystemLogLevel,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUNDLE_FILE } from '../bundling/function-entries';
import { acknowledgeRule, acknowledgeWildcards } from '../nag/acknowledge';

const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_SECONDS = 10;

export interface TSkillwayFunctionProps {
  /** Absolute path of the prebuilt bundle folder (dist/functions/<bundle>), taken as the asset as it is. */
  readonly bundleDir: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** Applies to the log group: RETAIN keeps the logs of a deleted stage for audit. */
  readonly logRemovalPolicy: RemovalPolicy;
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
  /** Reserved concurrency (config/reserved-concurrency.ts); unset: the account's shared pool. */
  readonly reservedConcurrency?: number;
  /** A Docker build context (bundle + Dockerfile, see container-image.ts): the function runs as a container image. */
  readonly imageContextDir?: string;
}

/**
 * One Lambda with our defaults: Node 22 on arm64 (cheaper per GB-second, and what the bundles and native
 * modules are built for), the prebuilt esbuild bundle, JSON logs into its own log group with a retention, and a
 * role of its own that starts with nothing but writing to that log group. Data access is added by
 * permissions/apply-grants.ts, the one place that decides what each function may touch.
 */
export class SkillwayFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: TSkillwayFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    // Our own role instead of the AWS managed AWSLambdaBasicExecutionRole: that policy may write to every log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs: ${props.description}`.slice(0, 1000),
    });
    this.logGroup.grantWrite(this.role);

    const common = {
      architecture: Architecture.ARM_64,
      description: props.description.slice(0, 256),
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      role: this.role,
      environment: { ...props.environment },
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      // X-Ray active tracing (Lambda samples: the first request each second and 5% of the rest).
      tracing: Tracing.ACTIVE,
      ...(props.reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: props.reservedConcurrency }),
    };
    this.fn = props.imageContextDir
      ? new DockerImageFunction(this, 'Function', {
          ...common,
          code: DockerImageCode.fromImageAsset(props.imageContextDir, { platform: Platform.LINUX_ARM64 }),
        })
      : new LambdaFunction(this, 'Function', {
          ...common,
          runtime: Runtime.NODEJS_22_X,
          code: Code.fromAsset(props.bundleDir),
          handler: `${BUNDLE_FILE.replace(/\.mjs$/, '')}.handler`,
        });

    // Tracing.ACTIVE grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource but `*`.
    acknowledgeWildcards(this.role, {
      matches: (finding) => finding === 'Resource::*',
      reason:
        'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
    acknowledgeRule(
      this.fn,
      'AwsSolutions-L1',
      'Pinned to nodejs22.x on purpose (DESIGN.md): the bundles target node22 and the team runs Node 20/22 locally; ' +
        'moving to a newer runtime is a deliberate upgrade with its own test run, not an automatic one.',
    );
  }
}
