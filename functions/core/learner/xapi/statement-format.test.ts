import { describe, expect, it } from 'vitest';
import { formatStatement } from './statement-format';
import { acceptedLanguages } from './get-statements';

const statement = {
  id: 'f8f4d3f4-0000-4000-8000-000000000001',
  actor: { objectType: 'Agent', name: 'Ann', mbox: 'mailto:ann@example.com' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-GB': 'attempted', 'pl-PL': 'podjęto' } },
  object: {
    objectType: 'Activity',
    id: 'http://example.com/quiz',
    definition: { name: { 'en-GB': 'Quiz', 'es-ES': 'Cuestionario' }, extensions: { 'http://x': { name: { a: 1 } } } },
  },
  context: {
    team: { objectType: 'Group', name: 'Team', member: [{ name: 'Bob', mbox: 'mailto:bob@example.com' }] },
    contextActivities: { parent: [{ id: 'http://example.com/course', definition: { name: { 'en-GB': 'Course' } } }] },
  },
};

describe('formatStatement', () => {
  it('exact answers the statement as stored', () => {
    expect(formatStatement(statement, 'exact', [])).toBe(statement);
  });

  it('ids keeps identifiers only: agents, an anonymous group with its members, verbs and activities', () => {
    const ids = formatStatement(statement, 'ids', []);
    expect(ids.actor).toEqual({ objectType: 'Agent', mbox: 'mailto:ann@example.com' });
    expect(ids.verb).toEqual({ id: statement.verb.id });
    expect(ids.object).toEqual({ id: 'http://example.com/quiz' });
    const context = ids.context as { team: unknown; contextActivities: { parent: unknown } };
    expect(context.team).toEqual({ objectType: 'Group', member: [{ mbox: 'mailto:bob@example.com' }] });
    expect(context.contextActivities.parent).toEqual([{ id: 'http://example.com/course' }]);
  });

  it('canonical keeps one language per map by Accept-Language and leaves agents and extensions alone', () => {
    const canonical = formatStatement(statement, 'canonical', acceptedLanguages('es;q=0.9, pl-PL'));
    expect((canonical.verb as { display: unknown }).display).toEqual({ 'pl-PL': 'podjęto' });
    const definition = (canonical.object as { definition: { name: unknown; extensions: unknown } }).definition;
    expect(definition.name).toEqual({ 'es-ES': 'Cuestionario' });
    expect(definition.extensions).toEqual(statement.object.definition.extensions);
    expect(canonical.actor).toEqual(statement.actor);
  });
});

describe('acceptedLanguages', () => {
  it('orders tags by quality and drops q=0', () => {
    expect(acceptedLanguages('en;q=0.5, pl, es;q=0')).toEqual(['pl', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
