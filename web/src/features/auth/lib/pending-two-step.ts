import type { TTwoStepChallenge } from '@skillway/shared';

/**
 * The sign-in's second step, handed from the login page to the two-step page in memory only: the challenge is a
 * credential for five minutes, so it is never written to storage or the URL. A reload loses it and the user signs in
 * again, as they would after its five minutes.
 */
export interface TPendingTwoStep {
  challenge: TTwoStepChallenge;
  /** Where the sign-in was going (the login page's `redirect`). */
  redirect: string | undefined;
}

let pending: TPendingTwoStep | undefined;

export function setPendingTwoStep(next: TPendingTwoStep): void {
  pending = next;
}

export function pendingTwoStep(): TPendingTwoStep | undefined {
  return pending;
}

export function clearPendingTwoStep(): void {
  pending = undefined;
}
