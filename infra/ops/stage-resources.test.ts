import {
  CognitoIdentityProviderClient,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { findStageResources } from './stage-resources';

const ssm = mockClient(SSMClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => ssm.restore());
const cognito = mockClient(CognitoIdentityProviderClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => cognito.restore());
const clients = () => ({
  ssm: new SSMClient({ region: 'eu-west-2' }),
  cognito: new CognitoIdentityProviderClient({ region: 'eu-west-2' }),
});

describe("a deployed stage's table and user pool", () => {
  beforeEach(() => {
    ssm.reset();
    cognito.reset();
  });

  it('are the table its parameter names (a restored one too) and the pool and web client named for the stage', async () => {
    ssm
      .on(GetParameterCommand, { Name: '/skillway-prod/table-name' })
      .resolves({ Parameter: { Value: 'skillway-prod-restored' } });
    // The stage's pool is on the second page; other stages' pools are not it.
    cognito
      .on(ListUserPoolsCommand)
      .resolvesOnce({ UserPools: [{ Id: 'eu-west-2_staging', Name: 'skillway-users-staging' }], NextToken: 'page-2' })
      .resolvesOnce({ UserPools: [{ Id: 'eu-west-2_prod', Name: 'skillway-users-prod' }] });
    cognito.on(ListUserPoolClientsCommand, { UserPoolId: 'eu-west-2_prod' }).resolves({
      UserPoolClients: [
        { ClientId: 'other', ClientName: 'someone-else' },
        { ClientId: 'web-client', ClientName: 'skillway-web' },
      ],
    });

    expect(await findStageResources('prod', clients())).toEqual({
      tableName: 'skillway-prod-restored',
      userPoolId: 'eu-west-2_prod',
      userPoolClientId: 'web-client',
    });
  });

  it('say plainly when the stage is not deployed in this account and region', async () => {
    ssm.on(GetParameterCommand).rejects(new ParameterNotFound({ message: 'not found', $metadata: {} }));
    await expect(findStageResources('prod', clients())).rejects.toThrow(
      'Stage "prod" has no table parameter /skillway-prod/table-name',
    );
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'skillway-prod' } });
    cognito.on(ListUserPoolsCommand).resolves({ UserPools: [] });
    await expect(findStageResources('prod', clients())).rejects.toThrow('No user pool named skillway-users-prod');
  });
});
