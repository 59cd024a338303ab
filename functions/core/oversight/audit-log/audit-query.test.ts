import { describe, expect, it } from 'vitest';
import { auditQueryPlan } from './audit-query';

describe("the query plan of a target's history", () => {
  it("a course's reads its index key, which lists its material's, test's and questions' events too", () => {
    expect(auditQueryPlan('c1', { target_type: 'course', target_id: 'k1' })).toMatchObject({
      index: { name: 'gsi2', pk: 'C#c1#AUDTGT#course#k1' },
      conditions: [],
    });
  });

  it("a test's reads its course's key and keeps the test's own events; a material's reads the events by their fields", () => {
    expect(auditQueryPlan('c1', { target_type: 'test', target_id: 'k1' })).toMatchObject({
      index: { name: 'gsi2', pk: 'C#c1#AUDTGT#course#k1' },
      conditions: [
        { attr: 'target_type', eq: 'test' },
        { attr: 'target_id', eq: 'k1' },
      ],
    });
    const material = auditQueryPlan('c1', { target_type: 'material', target_id: 'a1' });
    expect(material.index).toBeUndefined();
    expect(material.conditions).toEqual([
      { attr: 'target_type', eq: 'material' },
      { attr: 'target_id', eq: 'a1' },
    ]);
    // With an actor as well, the actor's index, filtered by the material's fields.
    expect(auditQueryPlan('c1', { actor: 'u1', target_type: 'group', target_id: 'g1' })).toMatchObject({
      index: { name: 'gsi1', pk: 'C#c1#AUDACT#u1' },
      conditions: [
        { attr: 'target_type', eq: 'group' },
        { attr: 'target_id', eq: 'g1' },
      ],
    });
  });
});
