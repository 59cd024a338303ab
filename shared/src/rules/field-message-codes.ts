/**
 * The field rules' messages and their stable codes (issue 34): `The first name field is required.` is
 * `field.required` with `{ field: 'first name' }`. Apart from message-codes.ts so the web can read them without the
 * whole MSG table.
 */
export interface TMessageCode {
  code: string;
  params?: Record<string, string>;
}

/** The field rules' messages, most specific first (`… characters.` before the bare maximum). */
const FIELD_MESSAGE_PATTERNS: readonly { code: string; pattern: RegExp }[] = [
  { code: 'field.required', pattern: /^The (?<field>.+?) field is required\.$/ },
  { code: 'field.max_length', pattern: /^The (?<field>.+?) may not be greater than (?<max>\d+) characters\.$/ },
  { code: 'field.max', pattern: /^The (?<field>.+?) may not be greater than (?<max>-?[\d.]+)\.$/ },
  { code: 'field.min', pattern: /^The (?<field>.+?) must be at least (?<min>-?[\d.]+)\.$/ },
  { code: 'field.max_items', pattern: /^The (?<field>.+?) may not have more than (?<max>\d+) items\.$/ },
  { code: 'field.integer', pattern: /^The (?<field>.+?)(?: field)? must be a whole number\.$/ },
  { code: 'field.number', pattern: /^The (?<field>.+?) must be a number\.$/ },
  { code: 'field.boolean', pattern: /^The (?<field>.+?)(?: field)? must be true or false\.$/ },
  { code: 'field.date', pattern: /^The (?<field>.+?) is not a valid date\.$/ },
  { code: 'field.email', pattern: /^The (?<field>.+?) must be a valid email address\.$/ },
  { code: 'field.list', pattern: /^The (?<field>.+?) must be a list(?: of (?:user )?ids)?\.$/ },
  { code: 'field.one_of', pattern: /^The (?<field>.+?) must be one of (?<values>.+)\.$/ },
  { code: 'field.invalid', pattern: /^The (?<field>.+?) (?:is invalid|contain an invalid id)\.$/ },
];

/** The code and parameters of a field rule's message, or undefined. */
export function fieldMessageCode(message: string): TMessageCode | undefined {
  for (const { code, pattern } of FIELD_MESSAGE_PATTERNS) {
    const found = pattern.exec(message);
    if (found) return { code, params: { ...found.groups } };
  }
  return undefined;
}
