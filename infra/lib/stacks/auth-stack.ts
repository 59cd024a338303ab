import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { USER_POOL_TRIGGERS, type TUserPoolTrigger } from '@skillway/shared';
import { keys } from '@skillway/functions/core/platform/db/keys';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import type { TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import { USER_POOL_DEFINITION } from '@skillway/functions/core/platform/definitions/user-pool';
import type { TBundleLocator } from '../bundling/bundle-locator';
import { retentionDays } from '../config/log-retention';
import type { TSettings } from '../config/settings';
import { runTimeSecretEnvironment, type TRunTimeSecretTarget } from '../constructs/function-environment';
import { SkillwayFunction } from '../constructs/skillway-function';
import { acknowledgeRule } from '../nag/acknowledge';

export interface TAuthStackProps extends StackProps {
  readonly settings: TSettings;
  /** The built trigger modules (USER_POOL_TRIGGERS). */
  readonly bundles: TBundleLocator;
  /** The table (plain values, as the data stack gives every stack): the verify trigger claims proof nonces in it. */
  readonly table: { readonly name: string; readonly arn: string };
  /** The stage's run-time secrets: each trigger gets the ones its bundle reads (the verify trigger: ssoSealing). */
  readonly secrets: Partial<Record<TRunTimeSecretName, TRunTimeSecretTarget>>;
}

/** Where each trigger row is set on the pool. */
const TRIGGER_OPERATIONS: Record<TUserPoolTrigger['trigger'], UserPoolOperation> = {
  DefineAuthChallenge: UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  CreateAuthChallenge: UserPoolOperation.CREATE_AUTH_CHALLENGE,
  VerifyAuthChallengeResponse: UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
};

/**
 * The table items a trigger may write (PutItem only, on these partition keys only): the verify trigger claims an SSO
 * proof's nonce with a conditional put (auth/verify-sso-proof.ts). The other triggers touch nothing.
 */
const TRIGGER_TABLE_KEYS: Partial<Record<TUserPoolTrigger['trigger'], readonly string[]>> = {
  VerifyAuthChallengeResponse: [keys.ssoProofPk('*')],
};

/** Cognito waits 5 seconds for a trigger, whatever the function's own timeout. */
const TRIGGER_TIMEOUT_SECONDS = 5;

/**
 * Identity: one user pool for every tenant. Usernames are our user ids, `email` is an attribute (so it can
 * change) and `custom:company_id` is written once at creation. The API verifies the pool's ID tokens.
 * Role, archiving and token revocation live in the user record the API reads on each call, not in triggers. The only
 * triggers are CUSTOM_AUTH's three (USER_POOL_TRIGGERS), through which the API obtains an SSO user's tokens: Define
 * and Create pose one challenge, Verify accepts only a proof the API minted for that user in the last minute, once.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The trigger functions by USER_POOL_TRIGGERS id. */
  readonly triggers = new Map<string, SkillwayFunction>();

  constructor(scope: Construct, id: string, props: TAuthStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const def = USER_POOL_DEFINITION;
    const policy = def.passwordPolicy;
    const threat = settings.threatProtection;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${def.poolName}-${settings.stage}`,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      // Accounts are created by our API (register, admin invites) with AdminCreateUser, never by the public SignUp call.
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        company_id: new StringAttribute({
          mutable: def.customAttributes.company_id.mutable,
          maxLen: def.customAttributes.company_id.maxLength,
        }),
      },
      passwordPolicy: {
        minLength: policy.minimumLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireSymbols: policy.requireSymbols,
        requireDigits: policy.requireNumbers,
        tempPasswordValidity: Duration.days(policy.temporaryPasswordValidityDays),
      },
      // Password reset is our own emailed-token flow (the spec's screens), so Cognito's recovery stays off.
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      featurePlan: threat === 'off' ? FeaturePlan.ESSENTIALS : FeaturePlan.PLUS,
      ...(threat === 'off'
        ? {}
        : {
            standardThreatProtectionMode:
              threat === 'enforce'
                ? StandardThreatProtectionMode.FULL_FUNCTION
                : StandardThreatProtectionMode.AUDIT_ONLY,
          }),
      deletionProtection: settings.protectData,
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const row of USER_POOL_TRIGGERS) this.addTrigger(row, props);

    const flows: readonly string[] = def.authFlows;
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: def.clientName,
      // ADMIN_USER_PASSWORD_AUTH (+ refresh, always on): a password is tried only by our sign-in functions
      // (IAM-signed AdminInitiateAuth), behind the app's throttles, the WAF and two-step verification; nobody can try
      // one against Cognito with the public client id. CUSTOM_AUTH: the API's SSO sign-in answers the pool's challenge
      // with a proof only it can mint (Define never asks for a password, so the flow cannot try one either); a browser
      // may start it with the public id but never finish it. cognito-local runs the same calls (our launcher adds
      // CUSTOM_AUTH), so both runtimes share them.
      authFlows: {
        adminUserPassword: flows.includes('ALLOW_ADMIN_USER_PASSWORD_AUTH'),
        custom: flows.includes('ALLOW_CUSTOM_AUTH'),
      },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(def.accessTokenMinutes),
      idTokenValidity: Duration.minutes(def.idTokenMinutes),
      refreshTokenValidity: Duration.days(def.refreshTokenDays),
      // The ID token must carry the tenant; users may not rewrite any attribute with their own token
      // (email changes go through our API, which checks uniqueness first).
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes('company_id'),
      writeAttributes: new ClientAttributes(),
    });

    acknowledgeRule(
      this.userPool,
      'AwsSolutions-COG1',
      'The product password rule (spec, administration and learner sections) is 8+ characters with a lower case, an ' +
        'upper case and a special character; a digit is not required and requiring one would reject passwords the spec ' +
        'accepts. The API enforces the same rule with field errors, and failed logins are throttled per account.',
    );
    acknowledgeRule(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is enforced by the API-mediated sign-in, the only way to authenticate (the client allows ' +
        'ADMIN_USER_PASSWORD_AUTH, CUSTOM_AUTH finished only with a proof our API mints after an SSO sign-in, and ' +
        'refresh): two-step verification (TOTP, RFC 6238) in our API, required for ' +
        'super administrators and, by a company setting, for administrators, optional for everyone else ' +
        '(docs/security.md, "Two-step verification"). Cognito\'s own MFA challenge is not used: cognito-local cannot ' +
        'run it, and the product must behave the same locally and on AWS.',
    );
    if (threat === 'off') {
      acknowledgeRule(
        this.userPool,
        'AwsSolutions-COG8',
        'Threat protection (Plus plan) is switched off for this stage by skillway:threatProtection=off (cost of a throwaway stage).',
      );
    }
  }

  /**
   * One trigger row: its function (its own role: its log group, the secrets its bundle reads, and PutItem on the
   * table's keys TRIGGER_TABLE_KEYS names, nothing else), set on the pool. The function's environment names no pool
   * or client (the pool refers to the function, so the reverse would be a cycle), and holds no secret value.
   */
  private addTrigger(row: TUserPoolTrigger, props: TAuthStackProps): void {
    const { settings, bundles } = props;
    const secrets = bundles.secretsFor('events', row.handler);
    const tableKeys = TRIGGER_TABLE_KEYS[row.trigger] ?? [];
    const fn = new SkillwayFunction(this, `${row.trigger}Trigger`, {
      bundleDir: bundles.dirFor('events', row.handler),
      description: row.summary,
      environment: {
        [ENV.RUNTIME]: 'aws',
        ...(tableKeys.length > 0 ? { [ENV.TABLE_NAME]: props.table.name } : {}),
        ...runTimeSecretEnvironment(secrets, props.secrets),
      },
      logRetention: retentionDays(settings.logRetentionDays),
      logRemovalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      timeoutSeconds: TRIGGER_TIMEOUT_SECONDS,
    });
    for (const name of secrets) props.secrets[name]?.secret.grantRead(fn.role);
    if (tableKeys.length > 0) {
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [props.table.arn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...tableKeys] } },
        }),
      );
    }
    this.userPool.addTrigger(TRIGGER_OPERATIONS[row.trigger], fn.fn);
    acknowledgeRule(
      fn.fn,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by Cognito during a sign-in: a DLQ receives only failed asynchronous invocations, so it ' +
        'would never get anything; a failure fails that sign-in (the API answers 5xx, logged and alarmed).',
    );
    this.triggers.set(row.id, fn);
  }
}
