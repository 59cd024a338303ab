import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { RUN_TIME_SECRETS, type TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';

/** The AWS values every handler may read (names from functions/core/platform/definitions/environment.ts). */
export interface TFunctionEnvironmentValues {
  readonly tableName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly uploadsBucket: string;
  readonly eventBusName: string;
  readonly appUrl: string;
  /** The e-learning content origin (the content distribution, web/content-distribution.ts): https, no trailing slash. */
  readonly contentUrl: string;
  readonly mailFrom: string;
  /** Optional: the `/c/*` files behaviour's key pair id (its private key is the files signing secret, read at run time). */
  readonly filesKeyPairId?: string;
}

/**
 * One environment for every Lambda. Names are not permissions: what a function may do is its role's business
 * (permissions/), so sharing the names keeps handlers free of "which variables do I have" surprises.
 * The emulator endpoints and MAIL_OUTBOX_DIR are local only and never set here. No secret is ever an environment
 * value: a function that reads one gets the secret's id (runTimeSecretEnvironment) and fetches it at run time.
 */
export function awsFunctionEnvironment(values: TFunctionEnvironmentValues): Record<string, string> {
  return {
    [ENV.RUNTIME]: 'aws',
    [ENV.TABLE_NAME]: values.tableName,
    [ENV.USER_POOL_ID]: values.userPoolId,
    [ENV.USER_POOL_CLIENT_ID]: values.userPoolClientId,
    [ENV.UPLOADS_BUCKET]: values.uploadsBucket,
    [ENV.EVENT_BUS_NAME]: values.eventBusName,
    [ENV.APP_URL]: values.appUrl,
    [ENV.CONTENT_URL]: values.contentUrl,
    [ENV.MAIL_FROM]: values.mailFrom,
    ...(values.filesKeyPairId ? { [ENV.FILES_KEY_PAIR_ID]: values.filesKeyPairId } : {}),
  };
}

/** A run-time secret as a function names it: its id (an ARN, or the name of a secret made outside the app) and its grant. */
export interface TRunTimeSecretTarget {
  readonly id: string;
  readonly secret: ISecret;
}

/** The environment that names a function's secrets (functions/core/platform/definitions/secrets.ts: `idEnv`). */
export function runTimeSecretEnvironment(
  names: readonly TRunTimeSecretName[],
  targets: Partial<Record<TRunTimeSecretName, TRunTimeSecretTarget>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const name of names) {
    const target = targets[name];
    if (target) environment[RUN_TIME_SECRETS[name].idEnv] = target.id;
  }
  return environment;
}
