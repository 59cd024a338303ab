import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { TRequest } from '../authorization/matrix-types';

/**
 * A hostile request built from a row's valid sample: the same route and caller, one part made wrong. `rawBody`
 * replaces the JSON encoding of `body`; `contentType` replaces application/json ('' sends none); `rawQuery`
 * replaces the encoding of `query` (repeated or injected parameters).
 */
export interface THostileRequest {
  kind: string;
  params: Record<string, string>;
  query: Record<string, string>;
  rawQuery?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** Sent by company B's caller of the same role on company A's record: the answer must not be a success. */
  otherCompany?: boolean;
}

/** The inputs a variant is built from: the valid sample (company A's caller on its own records). */
export interface TVariantSource {
  valid: TRequest;
  /** The row's records are company-scoped (the matrix's `otherCompany: 'deny'`): add B's caller on them. */
  otherCompany: boolean;
  /** GET rows take no body: only their path and query are made hostile. */
  noBody: boolean;
}

const HUGE = 100 * 1024;
const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uD83Db', '\uDC00\uD800'];
const UNICODE_EDGES = [
  ...LONE_SURROGATES,
  '\u202Eevil\u202C', // right-to-left override
  'a\u200Bb\u200D\uFEFF', // zero-width characters and a byte-order mark
  'nul\u0000byte',
  '\u0000',
  '\u0301\u0301\u0301', // combining marks alone
  '\uFFFF\uFFFE',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'ǅ İ ß ﬃ',
  '\r\n\t\u000B\u0085\u2028\u2029',
];
const NUMBERS = [-1, -0.5, 0.5, 1.5, 0, -2147483649, 2 ** 53 + 1, 1e21, 1e308, -1e308, Number.MIN_VALUE];
const EXTRA_KEYS = ['company_id', 'role_id', '__proto__', 'constructor', 'prototype', 'user_id', 'is_super_admin'];
/** Not `.` or `..`: a URL resolves those segments away, so the request would reach another route. */
const MALFORMED_IDS = [
  '...',
  '%2e%2e%2f',
  'a'.repeat(2048),
  "1' OR '1'='1",
  '0',
  '-1',
  '1.5',
  'null',
  'undefined',
  '\u202E1',
  '{}',
  '#',
  '\u0000',
];
const MALFORMED_JSON = [
  '{"a":',
  '[',
  '{',
  '}',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '1e999',
  '"just a string"',
  '[]',
  'null',
  '42',
  'true',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'\\u0000'.repeat(50)}"}`,
  '{"a":"\\uD800"}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json; charset=utf-16',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value of a wrong type, null, a hostile number, string or array. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NUMBERS),
  fc.double({ noNaN: true }),
  fc.constantFrom(...UNICODE_EDGES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(HUGE)),
  fc.constant('é'.repeat(HUGE / 2)),
  fc.constant(Array.from({ length: 20_000 }, (_, index) => index)),
  fc.constant(Array.from({ length: 2_000 }, () => 'x'.repeat(64))),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.constant({}),
  fc.constant([]),
);

/** Replaces (or adds) one key of an object with `value`, keeping `__proto__` as an own, serialisable key. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, existing] of Object.entries(target)) {
    if (name !== key)
      Object.defineProperty(out, name, { value: existing, enumerable: true, writable: true, configurable: true });
  }
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function withoutKey(target: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(target).filter(([name]) => name !== key));
}

/**
 * Percent-encodes the UTF-8 bytes of a string (encodeURIComponent throws on a lone surrogate; here it goes out as
 * the replacement character's bytes, which is what any client would send).
 */
export function encodeLoose(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

export function encodeQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`)
    .join('&');
}

/** Every kind of hostile variant of a valid request, as one fast-check arbitrary. */
export function hostileVariant(source: TVariantSource): fc.Arbitrary<THostileRequest> {
  const params = source.valid.params ?? {};
  const query = source.valid.query ?? {};
  const body = source.valid.body;
  const base = { params, query, body };
  const bodyKeys = isRecord(body) ? Object.keys(body) : [];
  const queryKeys = Object.keys(query);
  const paramKeys = Object.keys(params).filter((name) => name !== 'key');
  const bodyObject = isRecord(body) ? body : {};

  const bodyVariants: fc.Arbitrary<THostileRequest>[] = [
    // A field of the body replaced by a value of the wrong type, null, or a huge or odd value.
    fc
      .record({ key: bodyKeys.length ? fc.constantFrom(...bodyKeys) : fc.constant('name'), value: badValue })
      .map(({ key, value }) => ({
        ...base,
        kind: `body field ${key} made hostile`,
        body: withKey(bodyObject, key, value),
      })),
    // An extra field, including the ones a caller must never set and prototype keys.
    fc
      .record({
        key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
        value: fc.oneof(badValue, fc.constant(randomUUID()), fc.constant(1)),
      })
      .map(({ key, value }) => ({
        ...base,
        kind: `extra body field ${JSON.stringify(key)}`,
        body: withKey(bodyObject, key, value),
      })),
    // The whole body of the wrong shape.
    fc
      .oneof(fc.constant(null), fc.constant([]), fc.constant('text'), fc.constant(7), fc.constant([body]))
      .map((value) => ({
        ...base,
        kind: 'whole body of the wrong type',
        body: value,
      })),
    // Malformed JSON.
    fc.constantFrom(...MALFORMED_JSON).map((rawBody) => ({ ...base, kind: 'malformed JSON', rawBody })),
    // A valid body under the wrong content type.
    fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({
      ...base,
      kind: `content type ${JSON.stringify(contentType)}`,
      rawBody: JSON.stringify(body ?? {}),
      contentType,
    })),
  ];
  const variants: fc.Arbitrary<THostileRequest>[] = [
    ...(source.noBody ? [] : bodyVariants),
    // Query strings: repeated, injected, hostile values, extra parameters.
    fc
      .record({
        key: fc.oneof(
          fc.constantFrom(...queryKeys, 'page', 'limit', 'search', 'orderBy', 'company_id', '__proto__', 'constructor'),
          fc.string({ maxLength: 8 }),
        ),
        value: fc.oneof(
          fc.constantFrom(
            '-1',
            '0',
            '1.5',
            '1e9',
            'NaN',
            '',
            'name:x;role_id:1',
            'name:',
            ':',
            ';;;',
            '__proto__:x',
            "' OR 1=1 --",
            'x'.repeat(HUGE),
          ),
          fc.constantFrom(...UNICODE_EDGES),
          fc.string({ unit: 'binary', maxLength: 20 }),
        ),
        repeat: fc.boolean(),
      })
      .map(({ key, value, repeat }) => {
        const valid = encodeQuery(query);
        const hostile = `${encodeLoose(key)}=${encodeLoose(value)}`;
        const rawQuery = [valid, hostile, repeat ? `${encodeLoose(key)}=${encodeLoose(`${value}2`)}` : '']
          .filter(Boolean)
          .join('&');
        return { ...base, kind: `query ${repeat ? 'repeated ' : ''}${JSON.stringify(key)}`, rawQuery };
      }),
  ];

  if (bodyKeys.length > 0 && !source.noBody) {
    // A required (or optional) field left out.
    variants.push(
      fc
        .constantFrom(...bodyKeys)
        .map((key) => ({ ...base, kind: `body field ${key} missing`, body: withoutKey(bodyObject, key) })),
    );
  }
  if (queryKeys.length > 0) {
    variants.push(
      fc.constantFrom(...queryKeys).map((key) => ({
        ...base,
        kind: `query ${key} missing`,
        query: withoutKey(query, key) as Record<string, string>,
      })),
    );
  }
  if (paramKeys.length > 0) {
    // Path ids of nothing, malformed ids, and (where the row has one) another company's record.
    variants.push(
      fc
        .record({
          key: fc.constantFrom(...paramKeys),
          value: fc.oneof(
            fc.constant(randomUUID()),
            fc.constantFrom(...MALFORMED_IDS),
            fc.constantFrom(...UNICODE_EDGES),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((value) => !/^\.{1,2}$/.test(value)),
          ),
        })
        .map(({ key, value }) => ({
          ...base,
          kind: `path ${key} of nothing or malformed`,
          params: { ...params, [key]: value },
        })),
    );
    if (source.otherCompany) {
      variants.push(fc.constant({ ...base, kind: "another company's caller on the record", otherCompany: true }));
    }
  }
  return fc.oneof(...variants);
}
