/**
 * The single table's physical shape, read by the entities, the local bootstrap and CDK alike.
 * Key formats live with the entities (functions/core/platform/db); docs/data-model.md lists the access patterns.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
} as const;

export const TABLE_INDEXES = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
] as const;

export const DEFAULT_TABLE_NAME = 'skillway';

/** The table's stream (the audit log is captured from it: docs/architecture.md "Audit log"). */
export const TABLE_STREAM_VIEW = 'NEW_AND_OLD_IMAGES' as const;
