/**
 * A recorded field's name as a heading: `first_name` → "First name". Also the ids of the `audit-fields` catalogue,
 * whose messages the catalogue extractor makes from the entities' attribute names (web/scripts/i18n/
 * audit-field-texts.ts), so this module imports nothing: the extractor runs it outside the app.
 */
export function fieldWords(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
