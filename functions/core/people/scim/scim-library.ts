import SCIMMY from 'scimmy';
import { SCIM_LIMITS, SCIM_SCHEMA } from '@skillway/shared';

/**
 * SCIMMY (npm `scimmy`, MIT, no dependencies, ~85 KB bundled) supplies the RFC 7643 schema definitions (User with
 * the enterprise extension, Group), their coercion of request bodies and shaping of answers (attributes and
 * excludedAttributes), the filter parser, PatchOp, the error message and the discovery resources. The service's own
 * data is read and written by this folder's modules through the product's core (users, groups, enrolments), never by
 * SCIMMY's resource handlers: those turn any unexpected fault into a 404, where a fault must stay a 500.
 * docs/architecture.md ("SCIM") says why SCIMMY and what is built around it.
 */

SCIMMY.Config.set({
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: true,
  filter: { supported: true, maxResults: SCIM_LIMITS.maxResults },
  bulk: false,
  sort: false,
  etag: false,
  changePassword: false,
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'OAuth Bearer Token',
      description:
        "A SCIM token created by the company's administrator (Admin › Account › Provisioning), sent as `Authorization: Bearer scim_...`.",
    },
  ],
});
// Named: SCIMMY keys resources by their class names by default, which the Lambda build's minifier renames (both
// became `t`, and every SCIM function failed to start once deployed: "Resource 't' already declared").
SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false), 'User');
SCIMMY.Resources.declare(SCIMMY.Resources.Group, 'Group');

export { SCIMMY };

/** The User schema with the enterprise extension, as declared above (coerces bodies, shapes answers). */
export const UserSchema = SCIMMY.Resources.User.schema;
export const GroupSchema = SCIMMY.Resources.Group.schema;
export const ScimTypesError = SCIMMY.Types.Error;
export type TScimFilter = InstanceType<typeof SCIMMY.Types.Filter>;

/** Points the resources' meta.location and the discovery answers at this request's base URL. */
export function useBasePath(baseUrl: string): void {
  SCIMMY.Resources.User.basepath(baseUrl);
  SCIMMY.Resources.Group.basepath(baseUrl);
  SCIMMY.Resources.ResourceType.basepath(baseUrl);
  SCIMMY.Resources.Schema.basepath(baseUrl);
  SCIMMY.Resources.ServiceProviderConfig.basepath(baseUrl);
}

export const ENTERPRISE = SCIM_SCHEMA.ENTERPRISE_USER;
