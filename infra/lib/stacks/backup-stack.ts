import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupSelection, BackupVault } from 'aws-cdk-lib/aws-backup';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { TSettings } from '../config/settings';
import { acknowledgeRule } from '../nag/acknowledge';

/**
 * The tag that puts a bucket (or the data stack's own table) into the daily backup. A tag rather than an ARN so
 * that this stack takes no cross-stack reference to what it backs up (nothing here blocks replacing a bucket).
 */
export const BACKUP_TAG = { key: 'skillway:backup', value: 'daily' } as const;

export interface TBackupStackProps extends StackProps {
  readonly settings: TSettings;
  /** The table in use (the data stack's, or the restored one `skillway:tableName` names): selected by ARN. */
  readonly tableArn: string;
}

/**
 * AWS Backup beyond the table's 35 days of point-in-time recovery: a daily backup of the table and (with
 * `skillway:backupBuckets`) of the tagged buckets (the uploads bucket: files, certificates, reports; versioned, as
 * AWS Backup for S3 requires) into a vault encrypted with this stack's key, kept `backupRetentionDays`, with a copy
 * to `backupCopyVaultArn` (another account or region) when set. Restores: docs/operations.md.
 */
export class BackupStack extends Stack {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: TBackupStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const removalPolicy = settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const key = new Key(this, 'VaultKey', {
      description: 'Encrypts the Skillway backup vault (recovery points of the table and the uploads bucket).',
      enableKeyRotation: true,
      removalPolicy,
    });
    // No fixed vault name: a retained vault from a failed first deploy never blocks the next attempt.
    this.vault = new BackupVault(this, 'Vault', { encryptionKey: key, removalPolicy });

    const copyVault = settings.backupCopyVaultArn
      ? BackupVault.fromBackupVaultArn(this, 'CopyVault', settings.backupCopyVaultArn)
      : undefined;
    this.plan = new BackupPlan(this, 'Plan', { backupVault: this.vault });
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'daily',
        // 03:00 UTC, after the nightly scheduled jobs; AWS Backup starts within the hour, completes within a day.
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        startWindow: Duration.hours(1),
        completionWindow: Duration.hours(24),
        deleteAfter: Duration.days(settings.backupRetentionDays),
        copyActions: copyVault
          ? [{ destinationBackupVault: copyVault, deleteAfter: Duration.days(settings.backupCopyRetentionDays) }]
          : undefined,
      }),
    );

    const policies = [
      'AWSBackupServiceRolePolicyForBackup',
      'AWSBackupServiceRolePolicyForRestores',
      ...(settings.backupBuckets
        ? ['AWSBackupServiceRolePolicyForS3Backup', 'AWSBackupServiceRolePolicyForS3Restore']
        : []),
    ].map((name) => `service-role/${name}`);
    const role = new Role(this, 'BackupRole', {
      description: 'AWS Backup: takes and restores the Skillway table and bucket backups.',
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: policies.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    for (const name of policies) {
      acknowledgeRule(
        role,
        `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        'The AWS managed AWS Backup service-role policies are what AWS Backup documents for its service role; they ' +
          'follow the service as it changes, which a hand-written copy of them would not.',
      );
    }
    new BackupSelection(this, 'Selection', {
      backupPlan: this.plan,
      role,
      disableDefaultBackupPolicy: true,
      resources: [
        BackupResource.fromArn(props.tableArn),
        ...(settings.backupBuckets ? [BackupResource.fromTag(BACKUP_TAG.key, BACKUP_TAG.value)] : []),
      ],
    });
  }
}
