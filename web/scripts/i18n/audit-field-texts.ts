import { readdir } from 'node:fs/promises';

/** The server's modules this reads, by address: the web's type-check does not follow them. */
const ENTITIES = new URL('../../../functions/core/platform/db/entities/', import.meta.url);
const ITEM_CHANGES = new URL('../../../functions/core/oversight/audit/item-changes.ts', import.meta.url);
const FIELD_LABELS = new URL('../../../functions/core/oversight/audit-log/audit-field-labels.ts', import.meta.url);
const FIELD_WORDS = new URL('../../src/features/audit/lib/field-words.ts', import.meta.url);

interface TEntityLike {
  type?: unknown;
  entityName?: string;
  schema?: { savedAttributeNames?: Iterable<string> };
}

/**
 * Every attribute name the table's entities store (dynamodb-toolbox schemas, as saved: the names a stream image and
 * so an audited change has), read from the schemas themselves: each entities module's `…Entity` builders.
 */
async function entityAttributeNames(): Promise<Set<string>> {
  const { UNRECORDED_ITEM_TYPES } = (await import(ITEM_CHANGES.href)) as { UNRECORDED_ITEM_TYPES: ReadonlySet<string> };
  const names = new Set<string>();
  const files = (await readdir(ENTITIES)).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
  for (const file of files.sort()) {
    const module = (await import(new URL(file, ENTITIES).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Entity') || typeof value !== 'function') continue;
      const entity = (value as () => TEntityLike)();
      if (entity?.type !== 'entity' || !entity.schema?.savedAttributeNames) continue;
      if (entity.entityName && UNRECORDED_ITEM_TYPES.has(entity.entityName)) continue;
      for (const attribute of entity.schema.savedAttributeNames) names.add(attribute);
    }
  }
  if (names.size === 0) throw new Error('no entity attributes found under functions/core/platform/db/entities');
  return names;
}

/**
 * The audit log's field labels in English, the `audit-fields` catalogue's messages: every attribute an audited change
 * can name (the entities' attributes less those item-changes.ts never records) and the keys a read's detail records,
 * each as the screen's fieldWords says it. A new attribute is a new message, so `npm run i18n:check` fails until it is
 * translated. The server's export looks the same words up (auditFieldWords), so both must say them alike.
 */
export async function auditFieldTexts(): Promise<string[]> {
  const { isRecordedField } = (await import(ITEM_CHANGES.href)) as { isRecordedField: (field: string) => boolean };
  const { AUDIT_READ_DETAIL_FIELDS, auditFieldWords } = (await import(FIELD_LABELS.href)) as {
    AUDIT_READ_DETAIL_FIELDS: readonly string[];
    auditFieldWords: (field: string) => string;
  };
  const { fieldWords } = (await import(FIELD_WORDS.href)) as { fieldWords: (field: string) => string };
  const fields = [...(await entityAttributeNames()), ...AUDIT_READ_DETAIL_FIELDS].filter(isRecordedField);
  const texts = new Set<string>();
  for (const field of fields) {
    const words = fieldWords(field);
    if (auditFieldWords(field) !== words)
      throw new Error(`the web and the server name the field ${field} differently: fieldWords and auditFieldWords`);
    texts.add(words);
  }
  return [...texts].sort();
}
