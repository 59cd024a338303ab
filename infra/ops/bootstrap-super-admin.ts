/**
 * `npm run bootstrap:super-admin -- --stage prod --email ops@example.com --first-name Ada --last-name Lovelace`:
 * the first super administrator of a deployed stage (docs/operations.md "After the first deploy"). Finds the
 * stage's table and user pool, then runs the product's own createSuperAdmin against them with the shell's AWS
 * credentials (it needs dynamodb:* item writes on the table, cognito-idp:AdminCreateUser and AdminSetUserPassword on
 * the pool, ssm:GetParameter, cognito-idp:ListUserPools and ListUserPoolClients).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SSMClient } from '@aws-sdk/client-ssm';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { BOOTSTRAP_USAGE, parseBootstrapArgs } from './bootstrap-args';
import { findStageResources } from './stage-resources';

const parsed = parseBootstrapArgs(process.argv.slice(2), process.env);
if ('help' in parsed) {
  console.log(BOOTSTRAP_USAGE);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${BOOTSTRAP_USAGE}`);
  process.exit(2);
}
const { options } = parsed;
const region = options.region;
const resources = await findStageResources(options.stage, {
  ssm: new SSMClient({ region }),
  cognito: new CognitoIdentityProviderClient({ region }),
});
// The core code reads its configuration from the environment, as in a Lambda of the stage.
Object.assign(process.env, {
  [ENV.RUNTIME]: 'aws',
  AWS_REGION: region,
  [ENV.TABLE_NAME]: resources.tableName,
  [ENV.USER_POOL_ID]: resources.userPoolId,
  [ENV.USER_POOL_CLIENT_ID]: resources.userPoolClientId,
});
const { createSuperAdmin } = await import('@skillway/functions/core/people/users/create-super-admin');
try {
  const created = await createSuperAdmin({
    email: options.email,
    first_name: options.firstName,
    last_name: options.lastName,
  });
  console.log(`Super administrator ${created.email} created (user ${created.userId}) in ${resources.tableName}.`);
  console.log(`Temporary password (shown once): ${created.temporaryPassword}`);
  console.log('Sign in with it to choose a password and set up two-step verification.');
} catch (error) {
  console.error(`Not created: ${(error as Error).message}`);
  process.exit(1);
}
