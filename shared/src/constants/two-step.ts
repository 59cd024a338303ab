/**
 * Two-step verification (TOTP, RFC 6238) at sign-in: the limits the server enforces and the words both sides show.
 * Ours, in the API, not Cognito's software-token MFA (docs/security.md, "Two-step verification").
 */
export const TWO_STEP = {
  /** The name an authenticator app shows above the code. */
  issuer: 'Skillway',
  digits: 6,
  periodSeconds: 30,
  /** Codes one time step either side of now are accepted (a phone's clock a little off). */
  window: 1,
  /** How long the sign-in's second step may take, from the accepted password. */
  challengeSeconds: 5 * 60,
  /** Wrong codes one sign-in may try; the next try finds the challenge dead and the user signs in again. */
  maxCodeAttempts: 5,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown as two groups of five (`ABCDE-FGHJK`, Crockford base32: 50 bits). */
  recoveryCodeLength: 10,
} as const;

/** What the sign-in's first step asks for next: the code, or (a role that must use it) its setup. */
export const TWO_STEP_NEXT = { CODE: 'code', SETUP: 'setup' } as const;
export type TTwoStepNext = (typeof TWO_STEP_NEXT)[keyof typeof TWO_STEP_NEXT];

/** Screen text of the sign-in's second step, the setup and the profile section. */
export const TWO_STEP_TEXT = {
  TITLE: 'Two-step verification',
  CODE_PROMPT: 'Enter the 6-digit code from your authenticator app',
  CODE_LABEL: 'Verification code',
  RECOVERY_LABEL: 'Recovery code',
  RECOVERY_PROMPT: 'Enter one of the recovery codes you saved when you set up two-step verification.',
  USE_RECOVERY: 'Use a recovery code instead',
  USE_CODE: 'Use a code from your authenticator app instead',
  VERIFY: 'Verify',
  BACK_TO_LOGIN: 'Back to login',
  SETUP_TITLE: 'Set up two-step verification',
  SETUP_REQUIRED: 'Your account must use two-step verification. Set it up now to finish signing in.',
  SETUP_SCAN:
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
  SETUP_QR_ALT: 'QR code to add your account to an authenticator app',
  SETUP_KEY: 'Or enter this key in the app',
  SETUP_CONFIRM: 'Then enter the 6-digit code the app shows to confirm.',
  SETUP_SUBMIT: 'Turn on two-step verification',
  RECOVERY_TITLE: 'Save your recovery codes',
  RECOVERY_EXPLAIN:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  RECOVERY_COPY: 'Copy codes',
  RECOVERY_DOWNLOAD: 'Download codes',
  RECOVERY_SAVED: 'I have saved these codes',
  STATUS_ON: 'On',
  STATUS_OFF: 'Off',
  REQUIRED_NOTE: 'Required for your role: it cannot be turned off.',
  TURN_ON: 'Turn on',
  TURN_OFF: 'Turn off',
  TURN_OFF_CONFIRM: 'Enter a current code from your authenticator app to turn two-step verification off.',
  REGENERATE: 'New recovery codes',
  REGENERATE_CONFIRM: 'Enter a current code to replace your recovery codes. The old ones stop working.',
  RECOVERY_LEFT: (count: number) => `${count} recovery code${count === 1 ? '' : 's'} left`,
  ADMIN_RESET: 'Reset two-step verification',
  ADMIN_RESET_CONFIRM:
    'Reset two-step verification for this user? Their authenticator app and recovery codes stop working. Their sessions are not ended; they set it up again the next time they sign in if their role requires it.',
  COMPANY_SETTING: 'Require two-step verification for administrators',
  COMPANY_SETTING_HELP:
    'Administrators of this company must sign in with a code from an authenticator app. Each sets it up at their next sign-in.',
} as const;
