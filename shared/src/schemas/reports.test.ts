import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZTabularExportQuery } from './reports';

describe('export query', () => {
  it("takes excel or pdf and ignores the spec clients' paging", () => {
    expect(z.parse(ZTabularExportQuery, { type: 'pdf', page: '1', limit: '0' })).toMatchObject({ type: 'pdf' });
    expect(z.safeParse(ZTabularExportQuery, { type: 'csv' }).success).toBe(false);
    expect(z.safeParse(ZTabularExportQuery, {}).success).toBe(false);
  });
});
