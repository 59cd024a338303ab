import { readTestResult } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** A test sign-in's result: pending, passed (claims and what they map to) or failed (the exact reason). */
export const handler = defineHandler('sso.testResult', async ({ auth, params }) => ({
  data: await readTestResult(auth.companyId, params.id),
}));
