import { randomBytes } from 'node:crypto';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import type { TUserPoolTrigger } from '@skillway/shared';
import {
  InvalidParameterError,
  NotAuthorizedError,
  ResourceNotFoundError,
  UnsupportedError,
} from 'cognito-local/lib/errors';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributesToRecord, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService';

/**
 * CUSTOM_AUTH for cognito-local, which lacks it (5.3): AdminInitiateAuth with AuthFlow CUSTOM_AUTH and
 * AdminRespondToAuthChallenge with CUSTOM_CHALLENGE, run as Cognito runs them, with the pool's trigger modules
 * (events/triggers/auth-challenge, the same the AWS pool invokes): Define, then Create, answer a Session; on the
 * answer Verify, then Define again, then tokens from cognito-local's own token generator, the refresh token stored as
 * its ADMIN_USER_PASSWORD_AUTH stores it (so REFRESH_TOKEN_AUTH and revocation treat both sign-ins alike).
 */
type TTriggerName = TUserPoolTrigger['trigger'];
type TChallengeResult = DefineAuthChallengeTriggerEvent['request']['session'][number];

export interface TTriggerEvents {
  DefineAuthChallenge: DefineAuthChallengeTriggerEvent;
  CreateAuthChallenge: CreateAuthChallengeTriggerEvent;
  VerifyAuthChallengeResponse: VerifyAuthChallengeResponseTriggerEvent;
}

/** Runs one of the pool's triggers with its event and returns the event with the trigger's response. */
export type TInvokeTrigger = <T extends TTriggerName>(
  trigger: T,
  event: TTriggerEvents[T],
) => Promise<TTriggerEvents[T]>;

/** Cognito's default for an app client's auth session (AuthSessionValidity): 3 minutes. */
const SESSION_LIFETIME_MS = 3 * 60 * 1000;

interface TPendingChallenge {
  readonly clientId: string;
  readonly userPoolId: string;
  readonly username: string;
  readonly challengeName: 'CUSTOM_CHALLENGE';
  readonly privateChallengeParameters: Record<string, string>;
  readonly challengeMetadata: string;
  readonly session: TChallengeResult[];
  readonly expiresAt: number;
}

interface TInitiateRequest {
  UserPoolId?: string;
  ClientId?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

interface TRespondRequest {
  UserPoolId?: string;
  ClientId?: string;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
  Session?: string;
  ClientMetadata?: Record<string, string>;
}

export function customAuth(options: {
  services: Services;
  invoke: TInvokeTrigger;
  region: string;
  now?: () => number;
}) {
  const { services, invoke, region } = options;
  const now = options.now ?? Date.now;
  const pending = new Map<string, TPendingChallenge>();

  function forget(): void {
    const time = now();
    for (const [id, challenge] of pending) if (challenge.expiresAt <= time) pending.delete(id);
  }

  async function poolAndUser(
    ctx: Context,
    clientId: string | undefined,
    userPoolId: string | undefined,
    username: string | undefined,
  ) {
    if (!clientId) throw new InvalidParameterError('Missing required parameter ClientId');
    if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
    const userPool: UserPoolService = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const client = await services.cognito.getAppClient(ctx, clientId);
    if (!client) throw new ResourceNotFoundError('User pool client does not exist');
    if (userPoolId && userPoolId !== userPool.options.Id) throw new ResourceNotFoundError('User pool does not exist');
    const user = await userPool.getUserByUsername(ctx, username);
    // Cognito hides whether the user exists (PreventUserExistenceErrors): an unknown user fails like a wrong answer.
    if (!user) throw new NotAuthorizedError('Incorrect username or password.');
    if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
    return { userPool, client, user };
  }

  function baseEvent(userPoolId: string, clientId: string, user: User) {
    return {
      version: '1',
      region,
      userPoolId,
      userName: user.Username,
      callerContext: { awsSdkVersion: 'cognito-local', clientId },
    };
  }

  function userAttributes(user: User): Record<string, string> {
    return { ...attributesToRecord(user.Attributes), 'cognito:user_status': user.UserStatus };
  }

  /** Define decides; a next challenge is posed by Create and kept under a new Session; tokens end the flow. */
  async function nextStep(
    ctx: Context,
    input: {
      userPool: UserPoolService;
      client: { ClientId: string };
      user: User;
      session: TChallengeResult[];
      clientMetadata?: Record<string, string>;
    },
  ) {
    const { userPool, client, user, session, clientMetadata } = input;
    const userPoolId = userPool.options.Id;
    const defined = await invoke('DefineAuthChallenge', {
      ...baseEvent(userPoolId, client.ClientId, user),
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: { userAttributes: userAttributes(user), session, clientMetadata: clientMetadata ?? {} },
      response: { issueTokens: false, failAuthentication: false },
    });
    const decision = defined.response;
    if (decision.failAuthentication || (!decision.issueTokens && !decision.challengeName)) {
      throw new NotAuthorizedError('Incorrect username or password.');
    }
    if (decision.issueTokens) {
      const groups = await userPool.listUserGroupMembership(ctx, user);
      const appClient = await services.cognito.getAppClient(ctx, client.ClientId);
      if (!appClient) throw new ResourceNotFoundError('User pool client does not exist');
      const tokens = await services.tokenGenerator.generate(
        ctx,
        user,
        groups,
        appClient,
        clientMetadata,
        'Authentication',
      );
      await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      return {
        ChallengeParameters: {},
        AuthenticationResult: {
          AccessToken: tokens.AccessToken,
          IdToken: tokens.IdToken,
          RefreshToken: tokens.RefreshToken,
          TokenType: 'Bearer',
        },
      };
    }
    // Cognito would also run SRP_A or PASSWORD_VERIFIER steps here; our Define never asks for them, nor does this.
    if (decision.challengeName !== 'CUSTOM_CHALLENGE') {
      throw new UnsupportedError(`CUSTOM_AUTH with challenge ${String(decision.challengeName)}`);
    }
    const challengeName = decision.challengeName;
    const created = await invoke('CreateAuthChallenge', {
      ...baseEvent(userPoolId, client.ClientId, user),
      triggerSource: 'CreateAuthChallenge_Authentication',
      request: { userAttributes: userAttributes(user), challengeName, session, clientMetadata: clientMetadata ?? {} },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    });
    forget();
    const id = randomBytes(48).toString('base64url');
    pending.set(id, {
      clientId: client.ClientId,
      userPoolId,
      username: user.Username,
      challengeName,
      privateChallengeParameters: created.response.privateChallengeParameters ?? {},
      challengeMetadata: created.response.challengeMetadata ?? '',
      session,
      expiresAt: now() + SESSION_LIFETIME_MS,
    });
    return {
      ChallengeName: challengeName,
      Session: id,
      ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: user.Username },
    };
  }

  return {
    /** AdminInitiateAuth with AuthFlow CUSTOM_AUTH (AuthParameters USERNAME). */
    async initiate(ctx: Context, req: TInitiateRequest) {
      const { userPool, client, user } = await poolAndUser(
        ctx,
        req.ClientId,
        req.UserPoolId,
        req.AuthParameters?.USERNAME,
      );
      return nextStep(ctx, { userPool, client, user, session: [], clientMetadata: req.ClientMetadata });
    },

    /** AdminRespondToAuthChallenge with the pending challenge's name, its Session and the answer (USERNAME, ANSWER). */
    async respond(ctx: Context, req: TRespondRequest) {
      if (!req.Session) throw new InvalidParameterError('Missing required parameter Session');
      forget();
      const challenge = pending.get(req.Session);
      // A Session answers once, like Cognito's: a second answer with it is refused.
      pending.delete(req.Session);
      if (!challenge || challenge.clientId !== req.ClientId)
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      if (req.ChallengeName !== challenge.challengeName) {
        throw new InvalidParameterError(
          `Challenge ${String(req.ChallengeName)} is not the pending ${challenge.challengeName}`,
        );
      }
      const { userPool, client, user } = await poolAndUser(
        ctx,
        req.ClientId,
        req.UserPoolId,
        req.ChallengeResponses?.USERNAME,
      );
      if (user.Username !== challenge.username) throw new NotAuthorizedError('Invalid session for the user.');
      const verified = await invoke('VerifyAuthChallengeResponse', {
        ...baseEvent(challenge.userPoolId, challenge.clientId, user),
        triggerSource: 'VerifyAuthChallengeResponse_Authentication',
        request: {
          userAttributes: userAttributes(user),
          privateChallengeParameters: challenge.privateChallengeParameters,
          challengeAnswer: req.ChallengeResponses?.ANSWER ?? '',
          clientMetadata: req.ClientMetadata ?? {},
        },
        response: { answerCorrect: false },
      });
      const session: TChallengeResult[] = [
        ...challenge.session,
        {
          challengeName: challenge.challengeName,
          challengeResult: verified.response.answerCorrect === true,
          challengeMetadata: challenge.challengeMetadata,
        },
      ];
      return nextStep(ctx, { userPool, client, user, session, clientMetadata: req.ClientMetadata });
    },
  };
}
