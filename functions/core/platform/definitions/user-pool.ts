import { PASSWORD_MIN_LENGTH } from '@skillway/shared';

/**
 * Cognito settings shared by CDK and the local bootstrap. Usernames are our user ids; the email is an
 * attribute (so it can change) and `custom:company_id` ties the identity to its tenant.
 */
export const USER_POOL_DEFINITION = {
  poolName: 'skillway-users',
  clientName: 'skillway-web',
  passwordPolicy: {
    minimumLength: PASSWORD_MIN_LENGTH,
    requireLowercase: true,
    requireUppercase: true,
    requireSymbols: true,
    requireNumbers: false,
    temporaryPasswordValidityDays: 7,
  },
  customAttributes: { company_id: { mutable: false, maxLength: 64 } },
  /**
   * Passwords only through our API (AdminInitiateAuth needs IAM credentials), never with the client's public id:
   * no SRP, no USER_PASSWORD_AUTH. Refresh is always on. CUSTOM_AUTH is how the API issues an SSO user's tokens
   * (auth/sso-proof.ts): a browser may start it with the public id, but only a proof the server mints finishes it, and
   * the pool's Define trigger never asks for a password.
   */
  authFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  accessTokenMinutes: 60,
  idTokenMinutes: 60,
  refreshTokenDays: 30,
} as const;

export const COMPANY_ID_CLAIM = 'custom:company_id';
