import { discoverSso } from '../../core/people/sso/discover';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The login page's email step: does this address's domain sign in with SSO, and where does it start. */
export const handler = defineHandler('sso.discover', async ({ body }) => discoverSso(body.email));
