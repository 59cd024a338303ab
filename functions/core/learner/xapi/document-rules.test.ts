import { describe, expect, it } from 'vitest';
import { XAPI_MSG } from '@skillway/shared';
import { XAPI_DOCUMENT_MSG } from '@skillway/shared/constants/xapi-documents';
import { AppError } from '../../platform/http/app-error';
import {
  checkPreconditions,
  etagOf,
  isJsonType,
  lastModified,
  mergeDocuments,
  sinceFilter,
  type TPrecondition,
} from './document-rules';

const ETAG = etagOf(Buffer.from('stored'));

function outcome(input: Partial<TPrecondition>): string {
  try {
    checkPreconditions({
      method: 'PUT',
      resource: 'agentProfile',
      version: '1.0.3',
      ifMatch: undefined,
      ifNoneMatch: undefined,
      existing: undefined,
      headerlessCreate: false,
      ...input,
    });
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.status} ${error.message}`;
  }
}

describe('etagOf', () => {
  it('is the quoted SHA-1 of the bytes', () => {
    expect(etagOf(Buffer.from('abc'))).toBe('"a9993e364706816aba3e25717850c26c9cd0d89d"');
  });
});

describe('checkPreconditions', () => {
  it('If-Match must name the stored ETag (quotes optional, a list, or *), and fails on no document', () => {
    expect(outcome({ ifMatch: ETAG, existing: ETAG })).toBe('ok');
    expect(outcome({ ifMatch: ETAG.slice(1, -1), existing: ETAG })).toBe('ok');
    expect(outcome({ ifMatch: `"1234", ${ETAG}`, existing: ETAG })).toBe('ok');
    expect(outcome({ ifMatch: '*', existing: ETAG })).toBe('ok');
    expect(outcome({ ifMatch: '"1234"', existing: ETAG })).toBe(`412 ${XAPI_MSG.ETAG_MISMATCH}`);
    expect(outcome({ ifMatch: `W/${ETAG}`, existing: ETAG })).toBe(`412 ${XAPI_MSG.ETAG_MISMATCH}`);
    expect(outcome({ ifMatch: '*' })).toBe(`412 ${XAPI_DOCUMENT_MSG.NOT_FOUND_FOR_IF_MATCH}`);
    expect(outcome({ ifMatch: ETAG })).toBe(`412 ${XAPI_DOCUMENT_MSG.NOT_FOUND_FOR_IF_MATCH}`);
  });

  it('If-None-Match: * (or the stored ETag) fails on an existing document and holds on none', () => {
    expect(outcome({ ifNoneMatch: '*' })).toBe('ok');
    expect(outcome({ ifNoneMatch: '*', existing: ETAG })).toBe(`412 ${XAPI_MSG.ETAG_EXISTS}`);
    expect(outcome({ ifNoneMatch: ETAG, existing: ETAG })).toBe(`412 ${XAPI_MSG.ETAG_EXISTS}`);
    expect(outcome({ ifNoneMatch: '"other"', existing: ETAG })).toBe('ok');
  });

  it('POST and DELETE honour If-Match too', () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect(outcome({ method, ifMatch: '"1234"', existing: ETAG })).toBe(`412 ${XAPI_MSG.ETAG_MISMATCH}`);
      expect(outcome({ method, ifMatch: ETAG, existing: ETAG })).toBe('ok');
      // Without a header, neither is refused.
      expect(outcome({ method, existing: ETAG })).toBe('ok');
      expect(outcome({ method })).toBe('ok');
    }
  });

  it('a profile PUT without either header: 409 on an existing document, in both versions', () => {
    for (const resource of ['agentProfile', 'activityProfile'] as const)
      for (const version of ['1.0.3', '2.0.0'] as const)
        expect(outcome({ resource, version, existing: ETAG })).toBe(
          `409 ${XAPI_DOCUMENT_MSG.EXISTS_WITHOUT_PRECONDITION}`,
        );
  });

  it("a new profile PUT without either header: 400 for a 1.0.3 client (XAPI-00273), allowed for 2.0 and for a launch session's 1.0 content", () => {
    expect(outcome({ resource: 'activityProfile' })).toBe(`400 ${XAPI_DOCUMENT_MSG.PRECONDITION_REQUIRED}`);
    expect(outcome({ resource: 'agentProfile' })).toBe(`400 ${XAPI_DOCUMENT_MSG.PRECONDITION_REQUIRED}`);
    expect(outcome({ resource: 'agentProfile', version: '2.0.0' })).toBe('ok');
    expect(outcome({ resource: 'agentProfile', headerlessCreate: true })).toBe('ok');
  });

  it('state: a PUT without either header overwrites in 1.0.3 and is 409 on an existing document from 2.0', () => {
    expect(outcome({ resource: 'state', existing: ETAG })).toBe('ok');
    expect(outcome({ resource: 'state' })).toBe('ok');
    expect(outcome({ resource: 'state', version: '2.0.0', existing: ETAG })).toBe(
      `409 ${XAPI_DOCUMENT_MSG.EXISTS_WITHOUT_PRECONDITION}`,
    );
    expect(outcome({ resource: 'state', version: '2.0.0' })).toBe('ok');
  });
});

describe('mergeDocuments', () => {
  const json = (value: unknown, contentType = 'application/json') => ({
    contentType,
    bytes: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
  });
  const parsed = (body: { bytes: Buffer }) => JSON.parse(body.bytes.toString('utf8')) as unknown;

  it('stores the first JSON object as sent and merges the next one level deep', () => {
    const first = json({ car: { make: 'Ford' }, driver: 'Dale' }, 'application/json; charset=utf-8');
    expect(mergeDocuments(undefined, first)).toBe(first);
    const merged = mergeDocuments(first, json({ car: { make: 'Dodge' }, series: 1 }));
    expect(merged.contentType).toBe('application/json');
    expect(parsed(merged)).toEqual({ car: { make: 'Dodge' }, driver: 'Dale', series: 1 });
  });

  it('refuses (400) a body or a stored document that is not a JSON object of type application/json', () => {
    const stored = json({ a: 1 });
    for (const [existing, sent] of [
      [stored, json('abcdefg', 'application/octet-stream')],
      [stored, json('{"a":', 'application/json')],
      [stored, json([1, 2])],
      [stored, json({ b: 1 }, 'text/plain')],
      [json('/ asdf / undefined', 'application/octet-stream'), json({ b: 1 })],
      [json('[1]'), json({ b: 1 })],
      [undefined, json('abcdefg', 'not/json')],
    ] as const) {
      expect(() => mergeDocuments(existing, sent)).toThrow(XAPI_MSG.DOCUMENT_NOT_JSON);
    }
  });

  it('knows the JSON content type with parameters, and not its look-alikes', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonType('application/json-patch+json')).toBe(false);
    expect(isJsonType('text/json')).toBe(false);
  });
});

describe('sinceFilter and lastModified', () => {
  it('keeps documents stored strictly after `since`, and refuses a since that is not a timestamp', () => {
    const after = sinceFilter('2026-01-01T00:00:00Z');
    expect(after('2026-01-01T00:00:00.001Z')).toBe(true);
    expect(after('2026-01-01T00:00:00.000Z')).toBe(false);
    expect(sinceFilter(undefined)('2000-01-01T00:00:00Z')).toBe(true);
    expect(() => sinceFilter('true')).toThrow(/since/);
  });

  it('answers the newest time as an HTTP date, and nothing for no document', () => {
    expect(lastModified(['2026-01-01T00:00:00Z', '2026-02-01T10:00:00Z'])).toEqual({
      'last-modified': 'Sun, 01 Feb 2026 10:00:00 GMT',
    });
    expect(lastModified([])).toEqual({});
  });
});
