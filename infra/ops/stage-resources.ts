import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ListUserPoolClientsCommand, ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SSMClient } from '@aws-sdk/client-ssm';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { USER_POOL_DEFINITION } from '@skillway/functions/core/platform/definitions/user-pool';
import { tableNameParameterName } from '../lib/config/stage-names';

/** What a command run against a deployed stage needs to call the product's core code directly. */
export interface TStageResources {
  readonly tableName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/**
 * A deployed stage's table and user pool, found by the names the stacks give them: the table from its SSM parameter
 * (the data stack writes it, the restored table's name after a restore), the pool and its web client by name.
 */
export async function findStageResources(
  stage: string,
  clients: { ssm: SSMClient; cognito: CognitoIdentityProviderClient },
): Promise<TStageResources> {
  const parameter = tableNameParameterName(stage);
  const table = await clients.ssm.send(new GetParameterCommand({ Name: parameter })).catch((error: unknown) => {
    throw new Error(
      `Stage "${stage}" has no table parameter ${parameter}: is it deployed in this account and region? (${String(error)})`,
    );
  });
  const tableName = table.Parameter?.Value;
  if (!tableName) throw new Error(`The parameter ${parameter} is empty.`);

  const poolName = `${USER_POOL_DEFINITION.poolName}-${stage}`;
  let userPoolId: string | undefined;
  let next: string | undefined;
  do {
    const page = await clients.cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken: next }));
    userPoolId = page.UserPools?.find((pool) => pool.Name === poolName)?.Id;
    next = page.NextToken;
  } while (!userPoolId && next);
  if (!userPoolId) throw new Error(`No user pool named ${poolName} in this account and region.`);

  const clientsPage = await clients.cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const userPoolClientId = clientsPage.UserPoolClients?.find(
    (client) => client.ClientName === USER_POOL_DEFINITION.clientName,
  )?.ClientId;
  if (!userPoolClientId)
    throw new Error(`The user pool ${poolName} has no client named ${USER_POOL_DEFINITION.clientName}.`);
  return { tableName, userPoolId, userPoolClientId };
}
