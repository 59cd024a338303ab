import { describe, expect, it } from 'vitest';
import { keys } from '../../platform/db/keys';
import { companyOfKey, entityOfItem } from './item-entity';

describe('entityOfItem without `_et` (an image written before the entity name was)', () => {
  it.each([
    [keys.scimTokenSk('t1'), 'ScimToken'],
    [keys.xapiClientSk('01J0000000000000000000000X'), 'XapiClient'],
    [keys.ssoConnectionSk('c1'), 'SsoConnection'],
  ])('a company item %s is a %s', (sk, entity) => {
    expect(entityOfItem({ pk: keys.company('c1'), sk })).toBe(entity);
    expect(companyOfKey(keys.company('c1'))).toBe('c1');
  });

  it('trusts `_et` when the item has it, and knows no entity for a key of no known shape', () => {
    expect(entityOfItem({ pk: keys.company('c1'), sk: keys.xapiClientSk('x1'), _et: 'Other' })).toBe('Other');
    expect(entityOfItem({ pk: keys.company('c1'), sk: 'NOPE#1' })).toBeUndefined();
  });
});
