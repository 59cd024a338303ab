import { describe, expect, it } from 'vitest';
import { AWS_TRIGGERED_HANDLERS, EVENT_ROUTES, OPERATION_LIST, SCHEDULES } from '@skillway/shared';
import { isTenantPrefixWildcard } from './apply-grants';
import { EVENT_HANDLER_GRANTS, OPERATION_GRANTS, grantsForOperation } from './grants';

describe('grants', () => {
  it('names only real manifest rows and handlers', () => {
    const ids = new Set(OPERATION_LIST.map((operation) => operation.id));
    for (const id of Object.keys(OPERATION_GRANTS)) expect(ids.has(id), id).toBe(true);
    const handlers = new Set([...EVENT_ROUTES, ...SCHEDULES, ...AWS_TRIGGERED_HANDLERS].map((row) => row.handler));
    for (const handler of Object.keys(EVENT_HANDLER_GRANTS)) expect(handlers.has(handler), handler).toBe(true);
  });

  it('lets reads read and writes write by default', () => {
    expect(grantsForOperation({ id: 'unknown.list', method: 'GET' })).toEqual({ table: 'read' });
    expect(grantsForOperation({ id: 'unknown.create', method: 'POST' })).toEqual({ table: 'readwrite' });
  });

  it('gives upload and image access only to the rows that handle files', () => {
    const withUploads = OPERATION_LIST.filter(
      (operation) => (grantsForOperation(operation).uploads ?? []).length > 0,
    ).map((o) => o.id);
    expect(withUploads).toEqual(expect.arrayContaining(['system.image', 'uploads.sign', 'uploads.verify']));
    for (const id of withUploads) expect(id, id).not.toMatch(/^(auth|notifications)\./);
    expect(grantsForOperation({ id: 'uploads.sign', method: 'POST' }).uploads).toEqual(['put']);
  });

  it('lets the multipart rows do exactly their S3 calls', () => {
    const uploads = (id: string) => grantsForOperation({ id, method: 'POST' }).uploads;
    expect(uploads('uploads.multipartCreate')).toEqual(['put']);
    expect(uploads('uploads.multipartSignParts')).toEqual(['put']);
    expect(uploads('uploads.multipartListParts')).toEqual(['list-parts']);
    expect(uploads('uploads.multipartComplete')).toEqual(['put', 'get', 'delete', 'abort', 'list', 'list-parts']);
    expect(uploads('uploads.multipartAbort')).toEqual(['abort']);
    // The pending upload record is a write.
    expect(grantsForOperation({ id: 'uploads.sign', method: 'POST' }).table).toBe('readwrite');
  });

  it('accepts exactly the per-tenant prefix wildcard as a nag finding', () => {
    expect(isTenantPrefixWildcard('Resource::<UploadsBucket.Arn>/c/*')).toBe(true);
    expect(isTenantPrefixWildcard('Resource::skillway-dev-storage:ExportsOutputFnGetAttUploadsArn/c/*')).toBe(true);
    expect(isTenantPrefixWildcard('Resource::<UploadsBucket.Arn>/*')).toBe(false);
    expect(isTenantPrefixWildcard('Resource::*/c/*')).toBe(false);
    expect(isTenantPrefixWildcard('Action::s3:*')).toBe(false);
  });
});
