import * as z from 'zod/mini';

/**
 * A plausible valid value for a zod (mini) schema, for driving every manifest row with a request that gets past
 * validation without a stack: required fields only, the smallest lengths and numbers the checks allow, the first
 * enum or literal, the first union option that parses, and for strings with a pattern the first candidate that
 * parses. Not every row's refinements are met (those rows answer 422, which the fault walk accepts).
 */

interface TDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; format?: string } } }[];
  items?: z.ZodMiniType[];
}

const def = (schema: z.ZodMiniType): TDef => (schema as unknown as { _zod: { def: TDef } })._zod.def;

const STRING_CANDIDATES = [
  'probe',
  'probe@example.test',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '2026-12-01',
  '2026-12-01T10:00:00.000Z',
  'https://example.test/probe',
  '1',
  'c/probe/uploads/thumbnail/0f8fad5b-d9cb-469f-a165-70867728950e/probe.png',
  'Probe!Pass1',
  '#336699',
  'GB',
  '10:00',
  '01/12/2026',
  '+441234567890',
];

function minimum(d: TDef, kinds: string[]): number | undefined {
  for (const check of d.checks ?? []) {
    const c = check._zod.def;
    if (kinds.includes(c.check)) return c.minimum ?? c.value;
  }
  return undefined;
}

function parses(schema: z.ZodMiniType, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

export function sampleOf(schema: z.ZodMiniType, depth = 0): unknown {
  if (depth > 8) return undefined;
  const d = def(schema);
  switch (d.type) {
    case 'string': {
      const found = STRING_CANDIDATES.find((candidate) => parses(schema, candidate));
      if (found) return found;
      const length = minimum(d, ['min_length', 'length_equals']) ?? 5;
      return 'p'.repeat(Math.max(1, length));
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const low = minimum(d, ['greater_than']) ?? 1;
      const candidates = [1, low, Math.ceil(low) + 1, 0];
      return candidates.find((candidate) => parses(schema, candidate)) ?? 1;
    }
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-12-01T10:00:00.000Z');
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'null':
      return null;
    case 'optional':
      return undefined;
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return d.innerType ? sampleOf(d.innerType, depth + 1) : undefined;
    case 'pipe': {
      const value = d.in ? sampleOf(d.in, depth + 1) : undefined;
      if (typeof value !== 'string' || parses(schema, value)) return value;
      return STRING_CANDIDATES.find((candidate) => parses(schema, candidate)) ?? value;
    }
    case 'lazy':
      return d.getter ? sampleOf(d.getter(), depth + 1) : undefined;
    case 'union': {
      const values = (d.options ?? []).map((option) => sampleOf(option, depth + 1));
      return values.find((value) => parses(schema, value)) ?? values[0];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(d.shape ?? {})) {
        const value = sampleOf(field, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const length = Math.max(1, minimum(d, ['min_length', 'length_equals']) ?? 1);
      return Array.from({ length }, () => (d.element ? sampleOf(d.element, depth + 1) : 'probe'));
    }
    case 'tuple':
      return (d.items ?? []).map((item) => sampleOf(item, depth + 1));
    case 'record':
      return {};
    default:
      return 'probe';
  }
}

/** Path parameters and query values travel as strings. */
export function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    out[key] = Array.isArray(item) ? item.map(String).join(',') : String(item);
  }
  return out;
}
