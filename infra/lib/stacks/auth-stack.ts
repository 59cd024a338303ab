import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { USER_POOL_DEFINITION } from '@skillway/functions/core/platform/definitions/user-pool';
import type { TSettings } from '../config/settings';
import { acknowledgeRule } from '../nag/acknowledge';

export interface TAuthStackProps extends StackProps {
  readonly settings: TSettings;
}

/**
 * Identity: one user pool for every tenant. Usernames are our user ids, `email` is an attribute (so it can
 * change) and `custom:company_id` is written once at creation. The API verifies the pool's ID tokens.
 * No Lambda triggers: role, archiving and token revocation live in the user record the API reads on each call,
 * so a trigger would only duplicate that check on a second path.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

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

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: def.clientName,
      // ADMIN_USER_PASSWORD_AUTH only (+ refresh, always on): a password is tried only by our sign-in functions
      // (IAM-signed AdminInitiateAuth), behind the app's throttles, the WAF and two-step verification; nobody can try
      // one against Cognito with the public client id. cognito-local runs the same call, so both runtimes share it.
      authFlows: { adminUserPassword: true },
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
        'ADMIN_USER_PASSWORD_AUTH and refresh only): two-step verification (TOTP, RFC 6238) in our API, required for ' +
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
}
