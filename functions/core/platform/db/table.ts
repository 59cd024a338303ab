import { Table } from 'dynamodb-toolbox/table';
import { documentClient } from '../clients/dynamodb';
import { config } from '../config';
import { TABLE_INDEXES, TABLE_KEYS } from '../definitions/table';

const [gsi1, gsi2, gsi3, gsi4] = TABLE_INDEXES;

/**
 * The single table (functions/core/platform/definitions/table.ts describes it for CDK and the local bootstrap).
 * The name and the client are resolved on first use, so importing entities never reads the environment.
 */
export const SkillwayTable = new Table({
  name: () => config.tableName,
  partitionKey: { name: TABLE_KEYS.partitionKey, type: 'string' },
  sortKey: { name: TABLE_KEYS.sortKey, type: 'string' },
  indexes: {
    gsi1: {
      type: 'global',
      partitionKey: { name: gsi1.partitionKey, type: 'string' },
      sortKey: { name: gsi1.sortKey, type: 'string' },
    },
    gsi2: {
      type: 'global',
      partitionKey: { name: gsi2.partitionKey, type: 'string' },
      sortKey: { name: gsi2.sortKey, type: 'string' },
    },
    gsi3: {
      type: 'global',
      partitionKey: { name: gsi3.partitionKey, type: 'string' },
      sortKey: { name: gsi3.sortKey, type: 'string' },
    },
    gsi4: {
      type: 'global',
      partitionKey: { name: gsi4.partitionKey, type: 'string' },
      sortKey: { name: gsi4.sortKey, type: 'string' },
    },
  },
  entityAttributeSavedAs: '_et',
});

// The toolbox reads `documentClient` when a command is sent; a getter defers building the client until then.
Object.defineProperty(SkillwayTable, 'documentClient', { get: documentClient, configurable: true });
