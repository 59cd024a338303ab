import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminDeleteUserCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AuthenticationResultType,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { cognitoClient } from '../clients/cognito';
import { config } from '../config';
import { PASSWORD_RULE_TEXT } from '@skillway/shared';
import { COMPANY_ID_CLAIM } from '../definitions/user-pool';
import { AppError } from '../http/app-error';
import { mintSsoProof } from './sso-proof';

/**
 * Cognito, through the same SDK calls on AWS and against cognito-local. Usernames are our user ids; the
 * email is a plain attribute (our EmailLookup item is what maps an address to a user).
 */

export interface TCognitoTokens {
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
}

/** Errors Cognito gives for a wrong password or an unknown user; both mean "credentials do not match". */
const REJECTED = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : undefined;
}

/** A throwaway first password: AdminCreateUser needs one; the real one is set right after. */
function throwawayPassword(): string {
  return `Aa!${randomBytes(24).toString('base64url')}`;
}

/**
 * Creates the identity with its permanent password. The temporary-password flow is ours (is_reset_default_password),
 * not Cognito's FORCE_CHANGE_PASSWORD: cognito-local answers that state with a challenge before checking the
 * password, which would hand a reset token to anyone who knows the address.
 */
export async function createIdentity(input: {
  userId: string;
  email: string;
  companyId: string;
  password: string;
}): Promise<void> {
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: input.userId,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: throwawayPassword(),
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: COMPANY_ID_CLAIM, Value: input.companyId },
      ],
    }),
  );
  await setPassword(input.userId, input.password);
}

/** Sets the permanent password; a password the pool's policy refuses is a 422 on `field`. */
export async function setPassword(userId: string, password: string, field = 'password'): Promise<void> {
  try {
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: config.userPoolId,
        Username: userId,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (errorName(error) === 'InvalidPasswordException') throw AppError.field(field, PASSWORD_RULE_TEXT);
    throw error;
  }
}

export async function deleteIdentity(userId: string): Promise<void> {
  await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: userId }));
}

export async function updateIdentityEmail(userId: string, email: string): Promise<void> {
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: userId,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/**
 * ADMIN_USER_PASSWORD_AUTH, the server-side flow (it needs IAM credentials, so only our sign-in functions can run
 * it). The app client allows no flow a browser could run with its public id (auth-stack.ts): a password can be tried
 * only through our API, behind its throttles, the WAF and the second step. Null when the password is wrong or the
 * user unknown; other failures throw.
 */
export async function authenticate(userId: string, password: string): Promise<TCognitoTokens | null> {
  return unlessRejected(async () => {
    const result = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: userId, PASSWORD: password },
      }),
    );
    return tokensOf(result, 'sign-in');
  });
}

/** The tokens of a finished sign-in; a challenge instead is a fault of ours (the pool poses none to these flows). */
function tokensOf(
  answer: { AuthenticationResult?: AuthenticationResultType; ChallengeName?: string },
  what: string,
): TCognitoTokens {
  const auth = answer.AuthenticationResult;
  if (!auth?.IdToken) throw new Error(`Cognito answered ${what} with challenge ${answer.ChallengeName ?? 'none'}`);
  return { idToken: auth.IdToken, refreshToken: auth.RefreshToken, expiresIn: auth.ExpiresIn ?? 3600 };
}

/** Null when Cognito refuses the credentials (REJECTED); any other failure throws. */
async function unlessRejected<T>(attempt: () => Promise<T>): Promise<T | null> {
  try {
    return await attempt();
  } catch (error) {
    if (REJECTED.has(errorName(error) ?? '')) return null;
    throw error;
  }
}

/**
 * CUSTOM_AUTH answered with `proof` (auth/sso-proof.ts): AdminInitiateAuth, whose DefineAuthChallenge and
 * CreateAuthChallenge triggers pose one CUSTOM_CHALLENGE, then AdminRespondToAuthChallenge, whose
 * VerifyAuthChallengeResponse trigger checks the proof (this user, unexpired, signed, unused). Both calls need IAM
 * credentials: a browser can start a custom flow with the public client id but cannot finish it without a proof only
 * the server mints. Null when Cognito refuses (a wrong, expired or replayed proof; an unknown or disabled user).
 * cognito-local lacks CUSTOM_AUTH; our launcher adds both calls and runs the same trigger modules, so the calls are
 * identical in both places.
 */
export async function authenticateWithSsoProof(userId: string, proof: string): Promise<TCognitoTokens | null> {
  return unlessRejected(async () => {
    const started = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: userId },
      }),
    );
    if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !started.Session) {
      throw new Error(`Cognito answered CUSTOM_AUTH with challenge ${started.ChallengeName ?? 'none'}`);
    }
    const answered = await cognitoClient().send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: started.Session,
        ChallengeResponses: { USERNAME: started.ChallengeParameters?.USERNAME ?? userId, ANSWER: proof },
      }),
    );
    return tokensOf(answered, 'the SSO proof');
  });
}

/**
 * The user's normal Cognito tokens after the API has verified their SSO sign-in (the IdP's answer, the user found or
 * created): a fresh one-minute proof, answered at once. From here the session is a password user's (signedIn).
 * Throws when Cognito refuses a proof just minted (a disabled identity, or the secret differing between this function
 * and the trigger): nothing the user can fix, so a server error.
 */
export async function issueSsoTokens(userId: string): Promise<TCognitoTokens> {
  const tokens = await authenticateWithSsoProof(userId, mintSsoProof(userId));
  if (!tokens) throw new Error('Cognito refused a freshly minted SSO proof');
  return tokens;
}

/** REFRESH_TOKEN_AUTH. Null when the refresh token is not (or no longer) accepted. */
export async function refreshTokens(refreshToken: string): Promise<TCognitoTokens | null> {
  try {
    const result = await cognitoClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const auth = result.AuthenticationResult;
    if (!auth?.IdToken) return null;
    return { idToken: auth.IdToken, refreshToken: undefined, expiresIn: auth.ExpiresIn ?? 3600 };
  } catch (error) {
    if (REJECTED.has(errorName(error) ?? '')) return null;
    throw error;
  }
}

/**
 * Revokes one refresh token (and the tokens issued from it). One already revoked is done: cognito-local answers it
 * with NotAuthorizedException (two requests reusing one stolen cookie at once both revoke).
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
  } catch (error) {
    if (errorName(error) !== 'NotAuthorizedException') throw error;
  }
}

/**
 * Revokes every refresh token of the user. cognito-local has no AdminUserGlobalSignOut, so locally this step is
 * skipped; `refresh_valid_after` on the user record (checked by our refresh endpoint) enforces the same rule in
 * both places.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  if (config.isLocal) return;
  await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: userId }));
}
