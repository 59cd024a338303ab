import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_DEFINITION } from '@skillway/functions/core/platform/definitions/user-pool';

export interface TUserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const isNotFound = (error: unknown) => (error as { name?: string }).name === 'ResourceNotFoundException';

async function exists(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function findPoolByName(client: CognitoIdentityProviderClient): Promise<string | undefined> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  return UserPools?.find((pool) => pool.Name === USER_POOL_DEFINITION.poolName)?.Id;
}

async function findClientByName(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string | undefined> {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  return UserPoolClients?.find((c) => c.ClientName === USER_POOL_DEFINITION.clientName)?.ClientId;
}

async function createPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { passwordPolicy, customAttributes } = USER_POOL_DEFINITION;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL_DEFINITION.poolName,
      Policies: {
        PasswordPolicy: {
          MinimumLength: passwordPolicy.minimumLength,
          RequireLowercase: passwordPolicy.requireLowercase,
          RequireUppercase: passwordPolicy.requireUppercase,
          RequireNumbers: passwordPolicy.requireNumbers,
          RequireSymbols: passwordPolicy.requireSymbols,
          TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
        },
      },
      Schema: [
        { Name: 'email', AttributeDataType: 'String', Mutable: true, Required: true },
        ...Object.entries(customAttributes).map(([name, attribute]) => ({
          Name: name,
          AttributeDataType: 'String' as const,
          Mutable: attribute.mutable,
          StringAttributeConstraints: { MinLength: '1', MaxLength: String(attribute.maxLength) },
        })),
      ],
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local returned no user pool id');
  return UserPool.Id;
}

async function createClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: USER_POOL_DEFINITION.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: [...USER_POOL_DEFINITION.authFlows],
      AccessTokenValidity: USER_POOL_DEFINITION.accessTokenMinutes,
      IdTokenValidity: USER_POOL_DEFINITION.idTokenMinutes,
      RefreshTokenValidity: USER_POOL_DEFINITION.refreshTokenDays,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local returned no app client id');
  return UserPoolClient.ClientId;
}

/**
 * The user pool and web app client from functions/core/platform/definitions/user-pool.ts. cognito-local makes new
 * random ids on every create, so known ids (from state.json) are reused when they still exist; a pool of our
 * name is adopted if state.json was lost; otherwise both are created.
 */
export async function bootstrapUserPool(
  client: CognitoIdentityProviderClient,
  known: Partial<TUserPoolIds>,
): Promise<TUserPoolIds & { created: boolean }> {
  let created = false;
  let userPoolId = known.userPoolId;
  if (!userPoolId || !(await exists(() => client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId })))))
    userPoolId = undefined;
  userPoolId ??= await findPoolByName(client);
  if (!userPoolId) {
    userPoolId = await createPool(client);
    created = true;
  }

  let userPoolClientId = userPoolId === known.userPoolId ? known.userPoolClientId : undefined;
  const poolId = userPoolId;
  if (
    !userPoolClientId ||
    !(await exists(() =>
      client.send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: userPoolClientId })),
    ))
  )
    userPoolClientId = undefined;
  userPoolClientId ??= await findClientByName(client, poolId);
  if (!userPoolClientId) {
    userPoolClientId = await createClient(client, poolId);
    created = true;
  }
  return { userPoolId: poolId, userPoolClientId, created };
}
