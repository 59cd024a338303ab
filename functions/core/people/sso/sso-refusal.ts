import type { TSsoError } from '@skillway/shared';

/** The test sign-in a refusal ended, whose result records it (the administrator reads the exact reason). */
export interface TRefusedTest {
  companyId: string;
  testId: string;
  connectionId: string;
}

/**
 * A sign-in the product refuses: `code` is what the user's page explains (SSO_ERROR_MESSAGES on /login), `reason`
 * what the log says (never a token, an assertion or a secret), `detail` the exact protocol message a test shows.
 */
export class SsoRefusal extends Error {
  constructor(
    readonly code: TSsoError,
    readonly reason: string,
    readonly detail?: string,
    readonly test?: TRefusedTest,
  ) {
    super(reason);
    this.name = 'SsoRefusal';
  }

  /** The same refusal, known to end a test. */
  forTest(test: TRefusedTest | undefined): SsoRefusal {
    return test ? new SsoRefusal(this.code, this.reason, this.detail, test) : this;
  }
}
