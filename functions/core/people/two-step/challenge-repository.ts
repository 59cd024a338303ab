import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, TWO_STEP, type TTwoStepNext } from '@skillway/shared';
import type { TCognitoTokens } from '../../platform/auth/identity-provider';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { twoStepChallengeEntity } from '../../platform/db/entities/two-step-challenge';
import { AppError } from '../../platform/http/app-error';
import { formatChallenge, openWithNonce, readChallenge, sealWithNonce, type TChallengeToken } from './challenge-token';

/** What a challenge keeps, sealed: the session's tokens, and for `setup` the key being set up. */
export interface TChallengeContents {
  tokens: TCognitoTokens;
  secret?: string;
}

export interface TOpenChallenge extends TChallengeToken {
  next: TTwoStepNext;
  contents: TChallengeContents;
}

/** Every refusal reads the same: forged, expired, used, or out of attempts, the user signs in again. */
export function deadChallenge(): AppError {
  return AppError.field('challenge', MSG.TWO_STEP_CHALLENGE_EXPIRED);
}

const keyOf = (token: TChallengeToken) => ({ company_id: token.companyId, nonce_hash: sha256Hex(token.nonce) });

/** Stores a new challenge for a user whose password was just accepted; returns the value handed to the client. */
export async function createChallenge(
  user: { company_id: string; user_id: string },
  next: TTwoStepNext,
  contents: TChallengeContents,
  nowMs = Date.now(),
): Promise<string> {
  const token: TChallengeToken = {
    companyId: user.company_id,
    userId: user.user_id,
    expiresAt: Math.floor(nowMs / 1000) + TWO_STEP.challengeSeconds,
    nonce: randomToken(),
  };
  await twoStepChallengeEntity()
    .build(PutItemCommand)
    .item({
      ...keyOf(token),
      user_id: token.userId,
      next,
      attempts: 0,
      expires_at: token.expiresAt,
      sealed: sealWithNonce(token.nonce, contents),
      ttl: token.expiresAt + 60,
    })
    .send();
  return formatChallenge(token);
}

function opened(token: TChallengeToken, item: { user_id: string; next: TTwoStepNext; sealed: string }): TOpenChallenge {
  if (item.user_id !== token.userId) throw deadChallenge();
  try {
    return { ...token, next: item.next, contents: openWithNonce<TChallengeContents>(token.nonce, item.sealed) };
  } catch {
    throw deadChallenge();
  }
}

/** Reads a live challenge of the expected kind without using an attempt (the setup's key and QR code). */
export async function peekChallenge(value: string, next: TTwoStepNext, nowMs = Date.now()): Promise<TOpenChallenge> {
  const token = readChallenge(value, nowMs);
  if (!token) throw deadChallenge();
  const { Item } = await twoStepChallengeEntity()
    .build(GetItemCommand)
    .key(keyOf(token))
    .options({ consistent: true })
    .send();
  if (!Item || Item.next !== next || Item.attempts >= TWO_STEP.maxCodeAttempts) throw deadChallenge();
  return opened(token, Item);
}

/**
 * Counts one code try against the challenge and returns it, or refuses a challenge that is forged, expired, used, of
 * another kind or out of tries. Counted before the code is checked (one conditional write), so parallel tries
 * cannot together get past TWO_STEP.maxCodeAttempts.
 */
export async function takeAttempt(value: string, next: TTwoStepNext, nowMs = Date.now()): Promise<TOpenChallenge> {
  const token = readChallenge(value, nowMs);
  if (!token) throw deadChallenge();
  try {
    const { Attributes } = await twoStepChallengeEntity()
      .build(UpdateItemCommand)
      .item({ ...keyOf(token), attempts: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'user_id', exists: true },
            { attr: 'next', eq: next },
            { attr: 'attempts', lt: TWO_STEP.maxCodeAttempts },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    if (!Attributes) throw deadChallenge();
    return opened(token, Attributes);
  } catch (error) {
    if (isConditionCheckFailed(error)) throw deadChallenge();
    throw error;
  }
}

/** Uses the challenge up: true for the one caller whose delete found it (two right codes at once open one session). */
export async function consumeChallenge(token: TChallengeToken): Promise<boolean> {
  return sendUnlessConditionFails(
    twoStepChallengeEntity()
      .build(DeleteItemCommand)
      .key(keyOf(token))
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
}
