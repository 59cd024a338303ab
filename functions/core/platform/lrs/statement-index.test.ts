import { describe, expect, it } from 'vitest';
import { agentIfi, keyHash } from './agent-ifi';
import { filterHash, indexKey, originsOf, ownOrigin } from './statement-index';

const ann = { objectType: 'Agent', mbox: 'mailto:ann@example.com' };
const bob = { objectType: 'Agent', account: { homePage: 'https://idp.example.com', name: 'bob' } };
const team = { objectType: 'Group', mbox: 'mailto:team@example.com', member: [bob] };
const ACTIVITY = 'http://example.com/activities/quiz';
const PARENT = 'http://example.com/activities/course';
const VERB = 'http://adlnet.gov/expapi/verbs/attempted';
const REGISTRATION = 'EC531277-B57B-4C15-8D91-D292C5B2B8F7';

describe('agentIfi', () => {
  it('names each identifier kind canonically', () => {
    expect(agentIfi(ann)).toBe('mbox:mailto:ann@example.com');
    expect(agentIfi({ mbox_sha1sum: 'ABCDEF' })).toBe('sha1:abcdef');
    expect(agentIfi({ openid: 'https://id.example.com/ann' })).toBe('openid:https://id.example.com/ann');
    expect(agentIfi(bob)).toBe('account:https://idp.example.com|bob');
    expect(agentIfi({ objectType: 'Group', member: [ann] })).toBeUndefined();
  });
});

describe('ownOrigin', () => {
  it('indexes actor and object narrowly, authority and context agents broadly, activities and the registration', () => {
    const origin = ownOrigin(
      {
        actor: ann,
        verb: { id: VERB },
        object: team,
        authority: { objectType: 'Agent', mbox: 'mailto:lrs@example.com' },
        context: {
          registration: REGISTRATION,
          instructor: { objectType: 'Agent', mbox: 'mailto:teacher@example.com' },
          contextActivities: { parent: [{ id: PARENT }] },
        },
      },
      'client:1',
    );
    const hash = (value: string) => filterHash.agent(value);
    expect(origin.f.gn).toEqual([
      hash('mbox:mailto:ann@example.com'),
      hash('mbox:mailto:team@example.com'),
      hash('account:https://idp.example.com|bob'),
    ]);
    expect(origin.f.ga).toContain(hash('mbox:mailto:teacher@example.com'));
    expect(origin.f.ga).toContain(hash('mbox:mailto:lrs@example.com'));
    expect(origin.f.an).toBeUndefined();
    expect(origin.f.aa).toEqual([filterHash.activity(PARENT)]);
    expect(origin.f.r).toBe(REGISTRATION.toLowerCase());
    expect(origin.k).toContain(indexKey.registration(REGISTRATION));
    expect(origin.k).toContain(indexKey.verb(VERB));
    expect(origin.k).toContain(indexKey.authority('client:1'));
    expect(origin.f.au).toBe(keyHash('client:1'));
  });

  it("reaches into a SubStatement's actor, object and context activities", () => {
    const origin = ownOrigin(
      {
        actor: ann,
        verb: { id: VERB },
        object: {
          objectType: 'SubStatement',
          actor: bob,
          verb: { id: VERB },
          object: { id: ACTIVITY },
          context: { contextActivities: { grouping: [{ id: PARENT }] } },
        },
      },
      'client:1',
    );
    expect(origin.f.ga).toContain(filterHash.agent('account:https://idp.example.com|bob'));
    expect(origin.f.gn).not.toContain(filterHash.agent('account:https://idp.example.com|bob'));
    expect(origin.f.aa).toEqual([filterHash.activity(ACTIVITY), filterHash.activity(PARENT)]);
  });
});

describe('originsOf', () => {
  it("inherits a StatementRef target's origins (at most two) but keeps its own authority", () => {
    const own = ownOrigin({ actor: ann, verb: { id: VERB }, object: { objectType: 'StatementRef', id: 'x' } }, 'a');
    const target = ownOrigin({ actor: bob, verb: { id: VERB }, object: { id: ACTIVITY } }, 'b');
    const origins = originsOf(own, [target, target, target]);
    expect(origins).toHaveLength(3);
    expect(origins[1]!.f.an).toBe(filterHash.activity(ACTIVITY));
    expect(origins[1]!.f.au).toBe(own.f.au);
    expect(origins[1]!.k.some((key) => key.startsWith('AU#'))).toBe(false);
  });
});
