/**
 * Data safety settings (docs/operations.md "Backups and restores"): the table the functions use comes from
 * configuration (`skillway:tableName`, after a restore) and reaches them as plain values, not exports; AWS Backup
 * takes the table and the uploads bucket daily, with a copy to another vault when `skillway:backupCopyVaultArn` is
 * set. Read from the whole app's templates (cdk.json's context, cdk-nag on) on stub handlers, as web-stack.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { TABLE_INDEXES } from '@skillway/functions/core/platform/definitions/table';
import type { TSkillwayStacks } from '../skillway-app';
import { BACKUP_TAG } from './backup-stack';
import { synthStubApp } from '../../test/synth-stub-app';

type TJson = Record<string, unknown>;

const RESTORED = 'skillway-dev-restored-20261205';
const COPY_VAULT = 'arn:aws:backup:eu-west-1:210987654321:backup-vault:skillway-copies';

function synth(context: TJson = {}): TSkillwayStacks {
  return synthStubApp(context);
}

/** The stacks (nested ones included) that hold the app's functions. */
function functionStacks(stacks: TSkillwayStacks): Stack[] {
  return [stacks.events, stacks.mediaPipeline, stacks.apiRoutes, ...stacks.apiRoutes.domains];
}

function lambdas(stack: Stack): { Properties: { Environment?: { Variables?: TJson } } }[] {
  return Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as never;
}

/** Every IAM policy document of the function stacks, as JSON text (ARNs show as their Fn::Join parts). */
function policyText(stacks: TSkillwayStacks): string {
  return functionStacks(stacks)
    .map((stack) => JSON.stringify(Template.fromStack(stack).findResources('AWS::IAM::Policy')))
    .join('\n');
}

describe('the table the functions use', () => {
  let stacks: TSkillwayStacks;
  beforeAll(() => {
    stacks = synth();
  }, 300_000);

  it("is the data stack's own table, tagged for the daily backup", () => {
    const data = Template.fromStack(stacks.data);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'skillway-dev',
      Replicas: [Match.objectLike({ Tags: Match.arrayWith([{ Key: BACKUP_TAG.key, Value: BACKUP_TAG.value }]) })],
    });
    expect(stacks.data.tableName).toBe('skillway-dev');
  });

  it('reaches the function stacks as a plain name and ARN, not as exports (a new table never waits on one)', () => {
    for (const stack of functionStacks(stacks)) {
      const text = JSON.stringify(Template.fromStack(stack).toJSON());
      expect(text, stack.node.path).not.toMatch(/Fn::ImportValue":"skillway-dev-data:/);
    }
    for (const fn of lambdas(stacks.events)) {
      expect(fn.Properties.Environment?.Variables?.[ENV.TABLE_NAME]).toBe('skillway-dev');
    }
    // The exports earlier versions made stay, so deployed function stacks can move off them.
    expect(Object.keys(Template.fromStack(stacks.data).findOutputs('*')).sort()).toEqual([
      'ExportsOutputFnGetAttTableCD117FA1ArnE2C8C204',
      'ExportsOutputRefTableCD117FA1D18A8047',
    ]);
  });
});

describe('after a restore: skillway:tableName', () => {
  let stacks: TSkillwayStacks;
  beforeAll(() => {
    stacks = synth({ 'skillway:tableName': RESTORED, 'skillway:backupCopyVaultArn': COPY_VAULT });
  }, 300_000);

  it('makes no table: the data stack only names the restored one', () => {
    const data = Template.fromStack(stacks.data);
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', 0);
    data.hasResourceProperties('AWS::SSM::Parameter', { Name: '/skillway-dev/table-name', Value: RESTORED });
    expect(stacks.data.table).toBeUndefined();
    expect(stacks.data.tableName).toBe(RESTORED);
  });

  it("gives every function the restored table's name", () => {
    let count = 0;
    for (const stack of functionStacks(stacks)) {
      for (const fn of lambdas(stack)) {
        const variables = fn.Properties.Environment?.Variables;
        if (!variables || !(ENV.TABLE_NAME in variables)) continue;
        expect(variables[ENV.TABLE_NAME], stack.node.path).toBe(RESTORED);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(200);
  });

  it("grants the functions the restored table's ARN and its indexes, and never the old table", () => {
    const text = policyText(stacks);
    expect(text).toContain(`:table/${RESTORED}"`);
    for (const index of TABLE_INDEXES) expect(text).toContain(`:table/${RESTORED}/index/${index.name}"`);
    expect(text).not.toMatch(/:table\/skillway-dev["/]/);
    expect(text).not.toContain('TableCD117FA1');
  });

  it('backs up the restored table, copying each recovery point to the configured vault', () => {
    const backup = Template.fromStack(stacks.backup!);
    backup.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([`:table/${RESTORED}`])] })],
      }),
    });
    backup.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: [
          Match.objectLike({
            CopyActions: [{ DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: 35 } }],
          }),
        ],
      }),
    });
  });
});

describe('AWS Backup', () => {
  let stacks: TSkillwayStacks;
  beforeAll(() => {
    stacks = synth({ 'skillway:backupRetentionDays': '90' });
  }, 300_000);

  it('takes the table and the tagged buckets daily into a vault encrypted with its own rotated key', () => {
    const backup = Template.fromStack(stacks.backup!);
    backup.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    backup.hasResourceProperties('AWS::Backup::BackupVault', {
      EncryptionKeyArn: Match.objectLike({ 'Fn::GetAtt': Match.arrayWith(['Arn']) }),
    });
    backup.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
    backup.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: [
          Match.objectLike({
            RuleName: 'daily',
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: 90 },
            CopyActions: Match.absent(),
          }),
        ],
      }),
    });
    backup.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        ListOfTags: [{ ConditionKey: BACKUP_TAG.key, ConditionValue: BACKUP_TAG.value, ConditionType: 'STRINGEQUALS' }],
      }),
    });
    const role = JSON.stringify(backup.findResources('AWS::IAM::Role'));
    expect(role).toContain('AWSBackupServiceRolePolicyForS3Backup');
    expect(role).toContain('AWSBackupServiceRolePolicyForS3Restore');
  });

  it('includes the uploads bucket (files, certificates) by its tag', () => {
    Template.fromStack(stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: Match.anyValue(),
      Tags: Match.arrayWith([{ Key: BACKUP_TAG.key, Value: BACKUP_TAG.value }]),
    });
  });

  it('is left out with skillway:backup=false (a throwaway stage)', () => {
    expect(synth({ 'skillway:backup': 'false' }).backup).toBeUndefined();
  }, 300_000);
});
