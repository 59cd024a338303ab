import { Annotations, RemovalPolicy } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { TBundleLocator } from '../bundling/bundle-locator';
import { bundleFolder, type TSourceRoot } from '../bundling/function-entries';
import { retentionDays } from '../config/log-retention';
import { reservedConcurrencyFor } from '../config/reserved-concurrency';
import type { TSettings } from '../config/settings';
import { applyGrants, type TGrantTargets } from '../permissions/apply-grants';
import type { TGrants } from '../permissions/grants';
import type { TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import {
  awsFunctionEnvironment,
  runTimeSecretEnvironment,
  type TFunctionEnvironmentValues,
  type TRunTimeSecretTarget,
} from './function-environment';
import { CONTAINER_IMAGES, stageImageContext } from './container-image';
import { SkillwayFunction } from './skillway-function';

/** Everything a stack needs to make handler Lambdas the same way as every other stack. */
export interface TFunctionContext {
  readonly settings: TSettings;
  readonly bundles: TBundleLocator;
  readonly environment: TFunctionEnvironmentValues;
  readonly grantTargets: TGrantTargets;
  /** The stage's run-time secrets (those configured): each function gets the ones its bundle reads. */
  readonly secrets: Partial<Record<TRunTimeSecretName, TRunTimeSecretTarget>>;
}

export interface THandlerFunctionOptions {
  readonly root: TSourceRoot;
  readonly handler: string;
  readonly description: string;
  readonly grants: TGrants;
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
}

/** A SkillwayFunction for one handler module: its bundle, the shared environment, its grants and its secrets. */
export function handlerFunction(
  scope: Construct,
  id: string,
  context: TFunctionContext,
  options: THandlerFunctionOptions,
): SkillwayFunction {
  const { settings } = context;
  const bundleDir = context.bundles.dirFor(options.root, options.handler);
  const image = CONTAINER_IMAGES[options.handler];
  const secrets = context.bundles.secretsFor(options.root, options.handler);
  const fn = new SkillwayFunction(scope, id, {
    bundleDir,
    ...(image ? { imageContextDir: stageImageContext(bundleDir, image.dockerfile) } : {}),
    description: options.description,
    environment: {
      ...awsFunctionEnvironment(context.environment),
      ...runTimeSecretEnvironment(secrets, context.secrets),
    },
    logRetention: retentionDays(settings.logRetentionDays),
    logRemovalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    memoryMb: image?.memoryMb ?? options.memoryMb,
    timeoutSeconds: image?.timeoutSeconds ?? options.timeoutSeconds,
    ...(settings.reservedConcurrency
      ? { reservedConcurrency: reservedConcurrencyFor(options.root, options.handler) }
      : {}),
  });
  applyGrants(fn.role, options.grants, context.grantTargets);
  // Read access to each secret it reads, and to no other (GetSecretValue and DescribeSecret on that secret).
  for (const name of secrets) context.secrets[name]?.secret.grantRead(fn.role);

  const problem = context.bundles.problems.get(bundleFolder(options.root, options.handler));
  if (problem) Annotations.of(fn).addWarningV2('skillway:bundle-incomplete', `${options.handler}: ${problem}`);
  return fn;
}
