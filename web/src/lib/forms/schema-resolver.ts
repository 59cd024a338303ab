import { schemaResolver as mantineSchemaResolver, type FormErrors } from '@mantine/form';
import { specText } from '../../i18n/spec-text';

/**
 * Mantine's schema resolver (the shared zod schemas, the same rules as the server's), its messages in the active
 * language (specText: the spec's texts, and the field rules by their code). Every form validates through this one.
 */
export function schemaResolver(
  schema: Parameters<typeof mantineSchemaResolver>[0],
  _options?: { sync: true },
): (values: unknown) => FormErrors {
  const resolve = mantineSchemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, message]) => [
        field,
        typeof message === 'string' ? specText(message) : message,
      ]),
    );
}
