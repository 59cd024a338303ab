import { describe, expect, it } from 'vitest';
import { userEntity } from './entities/user';
import { lazy } from './lazy';

describe('lazy', () => {
  it('builds nothing until the first call, then builds once and keeps the value', () => {
    let builds = 0;
    const value = lazy(() => ({ built: (builds += 1) }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it('gives an entity module one entity, the same on every call', () => {
    expect(userEntity()).toBe(userEntity());
    expect(userEntity().entityName).toBe('User');
  });
});
