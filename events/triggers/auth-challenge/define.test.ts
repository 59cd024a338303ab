import { describe, expect, it } from 'vitest';
import { createAuthChallenge } from './create';
import { defineAuthChallenge, SSO_PROOF_CHALLENGE } from './define';

const answered = (challengeResult: boolean) =>
  ({ challengeName: 'CUSTOM_CHALLENGE', challengeResult, challengeMetadata: SSO_PROOF_CHALLENGE }) as const;

describe('DefineAuthChallenge', () => {
  it('starts a sign-in with one custom challenge', () => {
    expect(defineAuthChallenge({ session: [] })).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('issues tokens after one right answer', () => {
    expect(defineAuthChallenge({ session: [answered(true)] })).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
  });

  it('fails the sign-in after a wrong answer: no second try', () => {
    expect(defineAuthChallenge({ session: [answered(false)] })).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
    expect(defineAuthChallenge({ session: [answered(false), answered(true)] })).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
  });

  it('never lets a password or SRP step, an untagged challenge or an unknown user through', () => {
    for (const session of [
      [{ challengeName: 'SRP_A', challengeResult: true }],
      [{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }],
      [{ challengeName: 'SRP_A', challengeResult: true }, answered(true)],
      [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'OTHER' }],
      [answered(true), answered(true)],
    ] as const) {
      expect(defineAuthChallenge({ session: [...session] }), JSON.stringify(session)).toEqual({
        issueTokens: false,
        failAuthentication: true,
      });
    }
    expect(defineAuthChallenge({ session: [], userNotFound: true })).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
    expect(defineAuthChallenge({ session: [answered(true)], userNotFound: true }).issueTokens).toBe(false);
  });
});

describe('CreateAuthChallenge', () => {
  it('poses the SSO proof challenge, with nothing secret in it', () => {
    expect(createAuthChallenge({ challengeName: 'CUSTOM_CHALLENGE' })).toEqual({
      publicChallengeParameters: { challenge: SSO_PROOF_CHALLENGE },
      privateChallengeParameters: { challenge: SSO_PROOF_CHALLENGE },
      challengeMetadata: SSO_PROOF_CHALLENGE,
    });
  });

  it('poses nothing for any other challenge (Verify then refuses)', () => {
    expect(createAuthChallenge({ challengeName: 'SRP_A' })).toEqual({
      publicChallengeParameters: {},
      privateChallengeParameters: {},
      challengeMetadata: '',
    });
  });
});
