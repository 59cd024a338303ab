import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { USER_POOL_TRIGGERS } from '@skillway/shared';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { SkillwayNagChecks } from '../nag/skillway-nag-checks';
import type { TSkillwayStacks } from '../skillway-app';
import { synthStubApp } from '../../test/synth-stub-app';

interface TStatement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const VERIFY = USER_POOL_TRIGGERS.find((row) => row.trigger === 'VerifyAuthChallengeResponse')!;

let stacks: TSkillwayStacks;
let auth: Template;

beforeAll(() => {
  // The stubs read secrets as the real build says: the verify trigger's bundle reads ssoSealing, the others none.
  stacks = synthStubApp();
  auth = Template.fromStack(stacks.auth);
}, 300_000);

/** The statements of a trigger function's role, and its environment. */
function trigger(id: string) {
  const fn = stacks.auth.triggers.get(id);
  if (!fn) throw new Error(`no trigger ${id}`);
  const resolve = (value: unknown) => JSON.stringify(stacks.auth.resolve(value));
  const functions = auth.findResources('AWS::Lambda::Function');
  const [, resource] = Object.entries(functions).find(
    ([logicalId]) => logicalId === stacks.auth.getLogicalId(fn.fn.node.defaultChild as never),
  )!;
  const roleId = stacks.auth.getLogicalId(fn.role.node.defaultChild as never);
  const statements = Object.values(auth.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as TStatement[]);
  const properties = resource.Properties as { Environment?: { Variables?: Record<string, unknown> }; Timeout: number };
  return { logicalId: stacks.auth.getLogicalId(fn.fn.node.defaultChild as never), statements, properties, resolve };
}

const actionsOf = (statements: TStatement[]) => statements.flatMap((statement) => [statement.Action].flat());

describe("the user pool's CUSTOM_AUTH triggers (SSO sign-ins)", () => {
  it('sets the three triggers on the pool, each its own function that Cognito alone may invoke, within its 5 s', () => {
    auth.resourceCountIs('AWS::Lambda::Function', USER_POOL_TRIGGERS.length);
    const pool = Object.values(auth.findResources('AWS::Cognito::UserPool'))[0]!;
    const config = pool.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string, string] }>;
    expect(Object.keys(config).sort()).toEqual([
      'CreateAuthChallenge',
      'DefineAuthChallenge',
      'VerifyAuthChallengeResponse',
    ]);
    for (const row of USER_POOL_TRIGGERS) {
      const fn = trigger(row.id);
      expect(config[row.trigger]?.['Fn::GetAtt'][0], row.id).toBe(fn.logicalId);
      expect(fn.properties.Timeout).toBe(5);
      // No pool id, client id or secret value: the pool refers to the function, and secrets are read at run time.
      const variables = fn.properties.Environment?.Variables ?? {};
      for (const name of [ENV.USER_POOL_ID, ENV.USER_POOL_CLIENT_ID, ENV.SSO_SEALING_SECRET])
        expect(variables).not.toHaveProperty(name);
    }
    const permissions = Object.values(auth.findResources('AWS::Lambda::Permission')).map(
      (p) => p.Properties as Record<string, unknown>,
    );
    expect(permissions).toHaveLength(USER_POOL_TRIGGERS.length);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cognito-idp.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn)).toContain('UserPool');
    }
  });

  it('lets the verify trigger put proof claims and nothing else in the table, and read the ssoSealing secret alone', () => {
    const verify = trigger(VERIFY.id);
    const table = verify.statements.filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect(table[0]!.Action).toBe('dynamodb:PutItem');
    expect(verify.resolve(table[0]!.Resource)).toContain(':table/skillway-dev');
    expect(verify.resolve(table[0]!.Resource)).not.toContain('*');
    expect(table[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SSOPROOF#*'] } });
    const secrets = verify.statements.filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')),
    );
    expect(secrets).toHaveLength(1);
    expect(verify.resolve(secrets[0]!.Resource)).toContain('SsoSealingSecret');
    const variables = verify.properties.Environment?.Variables ?? {};
    expect(variables[ENV.TABLE_NAME]).toBe('skillway-dev');
    expect(verify.resolve(variables[ENV.SSO_SEALING_SECRET_ID])).toContain('SsoSealingSecret');
  });

  it('gives Define and Create nothing beyond their logs and traces', () => {
    for (const row of USER_POOL_TRIGGERS.filter((candidate) => candidate !== VERIFY)) {
      const actions = actionsOf(trigger(row.id).statements);
      expect(
        actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:')),
        row.id,
      ).toEqual([]);
      expect(trigger(row.id).properties.Environment?.Variables).not.toHaveProperty(ENV.TABLE_NAME);
    }
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged on the auth stack in either pack (AWS Solutions also ran at synth)', () => {
    for (const pack of ['AwsSolutions', 'Serverless'] as const) {
      const report = new SkillwayNagChecks(stacks.auth.node.root, undefined, pack).validateScope(stacks.auth);
      expect(
        report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
      ).toEqual([]);
    }
  });
});

describe('the web client', () => {
  it('allows the admin password flow, CUSTOM_AUTH and refresh, and no flow that takes a password from a browser', () => {
    const clients = Object.values(auth.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const flows = clients[0]!.Properties.ExplicitAuthFlows as string[];
    expect([...flows].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    for (const browserFlow of ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH'])
      expect(flows).not.toContain(browserFlow);
  });
});

describe('the ssoSealing secret', () => {
  it('is generated in the storage stack, 64 characters, kept with the data', () => {
    const storage = Template.fromStack(stacks.storage);
    const secret = Object.entries(storage.findResources('AWS::SecretsManager::Secret')).find(([id]) =>
      id.startsWith('SsoSealingSecret'),
    );
    expect(secret).toBeDefined();
    expect(secret![1].Properties.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret![1].DeletionPolicy).toBe('Retain');
  });
});
