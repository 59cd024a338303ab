import * as z from 'zod/mini';
import { MSG } from '../constants/messages';
import { TWO_STEP, TWO_STEP_NEXT } from '../constants/two-step';
import { ZSession } from './auth';

/** A 6-digit code from an authenticator app (spaces a user pasted are removed). */
export const ZTwoStepCode = z.pipe(
  z.string({ error: 'The code field is required.' }).check(z.maxLength(20, MSG.TWO_STEP_CODE_FORMAT)),
  z
    .transform((value: string) => value.replace(/\s+/g, ''))
    .check(z.regex(new RegExp(`^\\d{${TWO_STEP.digits}}$`), MSG.TWO_STEP_CODE_FORMAT)),
);

/** A recovery code as typed: case, spaces and dashes do not matter (the server normalises it). */
const ZRecoveryCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'The recovery code field is required.'),
    z.maxLength(40, MSG.TWO_STEP_RECOVERY_INVALID),
  );

/** The signed challenge the sign-in's first step hands out (opaque to the client). */
const ZChallenge = z
  .string({ error: 'The challenge field is required.' })
  .check(z.minLength(1, 'The challenge field is required.'), z.maxLength(400, MSG.TWO_STEP_CHALLENGE_EXPIRED));

/**
 * The first step's answer when the password is right but a second step is due: no session, no cookie. `two_step`
 * says which: `code` (enter a code or a recovery code) or `setup` (a role that must use it and has not set it up).
 */
export const ZTwoStepChallenge = z.object({
  two_step: z.enum([TWO_STEP_NEXT.CODE, TWO_STEP_NEXT.SETUP]),
  challenge: z.string(),
  /** Seconds the challenge stays valid. */
  expires_in: z.number(),
  message: z.string(),
});
export type TTwoStepChallenge = z.infer<typeof ZTwoStepChallenge>;

/** POST /v1/clients/web/admin/login: a session, or the two-step challenge. */
export const ZLoginAnswer = z.union([ZSession, ZTwoStepChallenge]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/**
 * POST /password/reset: the user is signed in with the password just chosen, as /login answers (a session with the
 * refresh cookie, or the two-step challenge); the session carries the reset's message.
 */
export const ZResetAnswer = z.union([z.extend(ZSession, { message: z.string() }), ZTwoStepChallenge]);
export type TResetAnswer = z.infer<typeof ZResetAnswer>;

export function isTwoStepChallenge(answer: TLoginAnswer): answer is TTwoStepChallenge {
  return 'two_step' in answer;
}

/** POST /login/verify: the challenge and either a code or a recovery code (exactly one). */
export const ZLoginVerifyBody = z
  .object({ challenge: ZChallenge, code: z.optional(ZTwoStepCode), recovery_code: z.optional(ZRecoveryCode) })
  .check(
    z.refine((value) => (value.code === undefined) !== (value.recovery_code === undefined), {
      message: 'The code field is required.',
      path: ['code'],
    }),
  );
export type TLoginVerifyBody = z.input<typeof ZLoginVerifyBody>;

export const ZLoginSetupBody = z.object({ challenge: ZChallenge });
export const ZLoginSetupConfirmBody = z.object({ challenge: ZChallenge, code: ZTwoStepCode });
export type TLoginSetupConfirmBody = z.input<typeof ZLoginSetupConfirmBody>;

/** What an authenticator app needs: the key (base32), the otpauth URI and that URI as a QR code (an SVG data URL). */
export const ZTwoStepSetup = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_code: z.string(),
});
export type TTwoStepSetup = z.infer<typeof ZTwoStepSetup>;

/** Recovery codes, shown once (setup and regenerate). */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The setup's confirm at sign-in: the session, and the new recovery codes to show once. */
export const ZSessionWithRecoveryCodes = z.extend(ZSession, { recovery_codes: z.array(z.string()) });

/** The profile's section. */
export const ZTwoStepStatus = z.object({
  enabled: z.boolean(),
  /** Required for the user's role (super administrators; administrators when their company says so). */
  required: z.boolean(),
  recovery_codes_left: z.number(),
});
export type TTwoStepStatus = z.infer<typeof ZTwoStepStatus>;

export const ZTwoStepCodeBody = z.object({ code: ZTwoStepCode });
export type TTwoStepCodeBody = z.input<typeof ZTwoStepCodeBody>;

/** The company setting (Company Information). */
export const ZCompanyTwoStepBody = z.object({
  require_two_step_admins: z.boolean({ error: 'The require two step admins field must be true or false.' }),
});
export type TCompanyTwoStepBody = z.infer<typeof ZCompanyTwoStepBody>;
