import { SCIMMY, type TScimFilter } from './scim-library';
import { ScimError } from './scim-error';

/**
 * SCIM filters (RFC 7644 section 3.4.2.2) over one company's users or groups. SCIMMY parses the expression (into an
 * OR of ANDs); this module checks every attribute it names against the resource's schema (an unknown attribute is
 * 400 invalidFilter, not an empty list), lower-cases the compared values of case-insensitive attributes (userName,
 * emails, names, displayName: RFC 7643 says caseExact false, which SCIMMY's matcher does not apply), and spots the
 * plain `attribute eq "value"` that can be answered from a lookup instead of the company's whole list.
 */

type TDefinition = typeof SCIMMY.Resources.User.schema.definition;
type TAttribute = ReturnType<TDefinition['attribute']>;

/** A filter longer than this is refused (400 invalidFilter): no directory needs more. */
const MAX_FILTER_LENGTH = 2000;

const COMPARATORS_WITHOUT_VALUE = ['pr', 'np'];

export interface TParsedFilter {
  filter: TScimFilter;
  /** Set for exactly `<attribute> eq "<text>"`: the attribute (lower-case) and the value as compared. */
  equality?: { attribute: string; value: string };
}

function invalidFilter(detail: string): ScimError {
  return new ScimError(400, 'invalidFilter', detail);
}

function attributeAt(definition: TDefinition, path: string): TAttribute {
  try {
    return definition.attribute(path);
  } catch {
    throw invalidFilter(`The filter names an attribute the ${definition.name} resource does not have: ${path}.`);
  }
}

/** Whether values of the attribute compare without case (strings that are not caseExact). */
function caseInsensitive(attribute: TAttribute): boolean {
  const config = (attribute as { config?: { caseExact?: boolean } }).config;
  const type = String((attribute as { type?: unknown }).type);
  return (type === 'string' || type === 'reference') && config?.caseExact !== true;
}

type TExpression = unknown[];

function isExpression(value: unknown): value is TExpression {
  return Array.isArray(value) && typeof value[0] === 'string';
}

/** One comparison (`['eq', 'x']`, `['not', 'eq', 'x']`, `['pr']`) with its value lower-cased when `lower`. */
function normaliseExpression(expression: TExpression, lower: boolean, path: string): TExpression {
  const negated = String(expression[0]).toLowerCase() === 'not';
  const [comparator, ...rest] = negated ? expression.slice(1) : expression;
  const op = String(comparator ?? '').toLowerCase();
  if (!COMPARATORS_WITHOUT_VALUE.includes(op) && rest.length === 0)
    throw invalidFilter(`The filter's comparison of ${path} has no value.`);
  const value = rest[0];
  const compared = lower && typeof value === 'string' ? value.toLowerCase() : value;
  return [...(negated ? ['not'] : []), op, ...(rest.length > 0 ? [compared] : [])];
}

/** Walks one AND-group's attributes (nested objects are sub-attributes), checking and normalising each. */
function normaliseGroup(definition: TDefinition, group: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(group)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      attributeAt(definition, path);
      out[key] = normaliseGroup(definition, value as Record<string, unknown>, path);
      continue;
    }
    const lower = caseInsensitive(attributeAt(definition, path));
    if (isExpression(value)) out[key] = normaliseExpression(value, lower, path);
    else if (Array.isArray(value) && value.every(isExpression))
      out[key] = value.map((expression) => normaliseExpression(expression, lower, path));
    else throw invalidFilter(`The filter's comparison of ${path} could not be read.`);
  }
  return out;
}

function plainEquality(groups: Record<string, unknown>[]): TParsedFilter['equality'] {
  if (groups.length !== 1) return undefined;
  const entries = Object.entries(groups[0]!);
  if (entries.length !== 1) return undefined;
  const [attribute, expression] = entries[0]!;
  if (!isExpression(expression) || expression.length !== 2 || expression[0] !== 'eq') return undefined;
  return typeof expression[1] === 'string' ? { attribute: attribute.toLowerCase(), value: expression[1] } : undefined;
}

/** Parses `?filter=` for a resource type; undefined when there is none. 400 invalidFilter when it cannot be read. */
export function parseScimFilter(text: string | undefined, definition: TDefinition): TParsedFilter | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (text.length > MAX_FILTER_LENGTH)
    throw invalidFilter(`The filter may not be longer than ${MAX_FILTER_LENGTH} characters.`);
  let parsed: TScimFilter;
  try {
    parsed = new SCIMMY.Types.Filter(text);
  } catch (error) {
    throw invalidFilter(error instanceof Error ? error.message : 'The filter could not be read.');
  }
  const groups = ([...parsed] as Record<string, unknown>[]).map((group) => normaliseGroup(definition, group));
  let filter: TScimFilter;
  try {
    filter = new SCIMMY.Types.Filter(groups);
  } catch (error) {
    throw invalidFilter(error instanceof Error ? error.message : 'The filter could not be read.');
  }
  const equality = plainEquality(groups);
  return { filter, ...(equality ? { equality } : {}) };
}

/**
 * The items whose projection (the resource as filters see it: case-insensitive values lower-cased) matches. Each
 * item is tried on its own: SCIMMY's matcher throws on a complex attribute an item lacks, which is simply no match.
 */
export function matchScim<T>(
  filter: TScimFilter,
  items: readonly T[],
  projection: (item: T) => Record<string, unknown>,
): T[] {
  return items.filter((item) => {
    try {
      return filter.match([projection(item)]).length > 0;
    } catch {
      return false;
    }
  });
}
