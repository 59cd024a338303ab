import { beginSetup } from '../../core/people/two-step/profile-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The only answer besides the sign-in setup's that carries a TOTP key. */
export const handler = defineHandler('profile.twoStepSetup', async ({ auth }) => ({ data: await beginSetup(auth) }));
