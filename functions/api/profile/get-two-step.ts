import { twoStepStatus } from '../../core/people/two-step/profile-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('profile.twoStep', async ({ auth }) => ({ data: await twoStepStatus(auth) }));
