import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { DEFAULT_TABLE_NAME, TABLE_INDEXES, TABLE_KEYS } from '@skillway/functions/core/platform/definitions/table';
import type { TSettings } from '../config/settings';

export interface TDataStackProps extends StackProps {
  readonly settings: TSettings;
}

/**
 * The single table (docs/data-model.md): string keys pk/sk, the overloaded GSIs from
 * functions/core/platform/definitions/table.ts (the local bootstrap creates the same shape), on-demand capacity,
 * point-in-time recovery, TTL for expiring items (reset tokens, login throttles) and deletion protection.
 */
export class DataStack extends Stack {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: TDataStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.table = new TableV2(this, 'Table', {
      tableName: `${DEFAULT_TABLE_NAME}-${settings.stage}`,
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
      // The AWS managed key: encrypted at rest with a key CloudTrail can audit, at no key cost.
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: settings.protectData,
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
