import { describe, expect, it } from 'vitest';
import { ZId } from '@skillway/shared';
import * as z from 'zod/mini';
import { companyOfScopedId, newScopedId } from './scoped-id';

describe('ids that name their company', () => {
  it('round-trips a UUID company and fits the id rule', () => {
    const companyId = '2f1c7a52-8b0e-4f3e-9a7d-1c2b3d4e5f60';
    const id = newScopedId(companyId);
    expect(companyOfScopedId(id)).toBe(companyId);
    expect(z.safeParse(ZId, id).success).toBe(true);
    expect(newScopedId(companyId)).not.toBe(id);
  });

  it('refuses ids without a company part', () => {
    expect(companyOfScopedId('nounderscore')).toBeUndefined();
    expect(companyOfScopedId('_abc')).toBeUndefined();
    expect(companyOfScopedId('abc_')).toBeUndefined();
  });
});
