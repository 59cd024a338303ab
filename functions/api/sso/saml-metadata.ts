import { findConnection } from '../../core/people/sso/connection-repository';
import { samlServiceProviderOf } from '../../core/people/sso/connection-protocol';
import { serviceProviderMetadata } from '../../core/people/sso/protocols/saml-service-provider';
import { companyOfScopedId } from '../../core/people/sso/scoped-id';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { rawResponse } from '../../core/platform/http/responses';

/** The SP metadata XML of a SAML connection (its URL is the connection's entity id), to download or give the IdP. */
export const handler = defineHandler('sso.samlMetadata', async ({ params }) => {
  const companyId = companyOfScopedId(params.id);
  const connection = companyId ? await findConnection(companyId, params.id) : undefined;
  if (!connection || connection.protocol !== 'saml') throw AppError.notFound();
  return rawResponse({
    statusCode: 200,
    headers: {
      'content-type': 'application/samlmetadata+xml; charset=utf-8',
      'content-disposition': `inline; filename="skillway-sp-metadata.xml"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: serviceProviderMetadata(samlServiceProviderOf(connection.connection_id)),
  });
});
