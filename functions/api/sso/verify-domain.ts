import { verifyDomain } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Looks the domain's TXT record up: verified, 422 not found yet, 409 verified by another company. */
export const handler = defineHandler('sso.verifyDomain', async ({ auth, params, log }) =>
  verifyDomain(auth, params.domain.toLowerCase(), log),
);
