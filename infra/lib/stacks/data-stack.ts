import { RemovalPolicy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import {
  DEFAULT_TABLE_NAME,
  TABLE_INDEXES,
  TABLE_KEYS,
  TABLE_STREAM_VIEW,
} from '@skillway/functions/core/platform/definitions/table';
import { BACKUP_TAG } from './backup-stack';
import type { TSettings } from '../config/settings';
import { tableNameParameterName, tableStreamParameterName } from '../config/stage-names';

export interface TDataStackProps extends StackProps {
  readonly settings: TSettings;
}

/** The table's name: `skillway:tableName` when set (a restored table), else `skillway-<stage>`. */
function tableNameOf(settings: Pick<TSettings, 'stage' | 'tableName'>): string {
  return settings.tableName ?? `${DEFAULT_TABLE_NAME}-${settings.stage}`;
}

/**
 * The single table (docs/data-model.md): string keys pk/sk, the overloaded GSIs from
 * functions/core/platform/definitions/table.ts (the local bootstrap creates the same shape), on-demand capacity,
 * point-in-time recovery, TTL for expiring items (reset tokens, login throttles) and deletion protection.
 *
 * With `skillway:tableName` set the stack makes no table: the app uses that existing table (a point-in-time or
 * AWS Backup restore, docs/operations.md). A restore is "restore, then deploy with the restored name": the
 * table this stack made before stays (RETAIN, deletion protection) until the operator deletes it.
 *
 * The other stacks get the table's name and ARN as plain values (`tableName`, `tableArn`), not as cross-stack
 * references (exports), so that a changed name never has to wait for an export nobody may delete.
 */
export class DataStack extends Stack {
  /** The table this stack manages; undefined when `skillway:tableName` names an existing one. */
  readonly table?: TableV2;
  readonly tableName: string;
  readonly tableArn: string;
  /**
   * The SSM parameter naming the table's stream (the audit log's consumer reads it at deploy), or undefined when a
   * restored table was named without `skillway:tableStreamArn`.
   */
  readonly tableStreamParameter?: string;

  constructor(scope: Construct, id: string, props: TDataStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.tableName = tableNameOf(settings);
    this.tableArn = this.formatArn({ service: 'dynamodb', resource: 'table', resourceName: this.tableName });
    // The table in use, for operators and scripts (and so the stack is never empty, which CloudFormation refuses).
    new StringParameter(this, 'TableNameParameter', {
      parameterName: tableNameParameterName(settings.stage),
      description: 'The DynamoDB table the Skillway functions use (skillway:tableName after a restore).',
      stringValue: this.tableName,
    });
    if (settings.tableName) {
      if (settings.tableStreamArn)
        this.tableStreamParameter = this.streamParameter(settings.stage, settings.tableStreamArn);
      return;
    }

    this.table = new TableV2(this, 'Table', {
      tableName: this.tableName,
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      // The audit log is captured from the stream (docs/architecture.md "Audit log"): both images of every change.
      dynamoStream: StreamViewType[TABLE_STREAM_VIEW],
      // The AWS managed key: encrypted at rest with a key CloudTrail can audit, at no key cost.
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: settings.protectData,
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Tags.of(this.table).add(BACKUP_TAG.key, BACKUP_TAG.value);
    // Earlier versions passed the name and ARN to the function stacks as exports; CloudFormation refuses to drop
    // an export another stack still imports, so they stay (same export names) while those stacks move off them.
    this.exportValue(this.table.tableName);
    this.exportValue(this.table.tableArn);
    if (this.table.tableStreamArn)
      this.tableStreamParameter = this.streamParameter(settings.stage, this.table.tableStreamArn);
  }

  /** The stream's ARN in SSM, read at deploy by the audit stack: a plain name between the stacks, not an export. */
  private streamParameter(stage: string, streamArn: string): string {
    const parameterName = tableStreamParameterName(stage);
    new StringParameter(this, 'TableStreamParameter', {
      parameterName,
      description: "The table's stream the audit log's consumer reads (NEW_AND_OLD_IMAGES).",
      stringValue: streamArn,
    });
    return parameterName;
  }
}
