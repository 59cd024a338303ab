import { describe, expect, it } from 'vitest';
import { OWN_LEARNING_NAMESPACE } from '@skillway/shared/constants/own-learning';
import { ownStatement, ownStatementId, runRegistration, type TOwnLearningSubject } from './own-statements';
import { uuidV5 } from './uuid-v5';

const APP = 'https://app.example.test';
const RUN = '2025-03-01T09:00:00.000Z';
const subject: TOwnLearningSubject = {
  companyId: 'C1',
  appUrl: APP,
  learner: { userId: 'U1', name: 'Ada Lovelace' },
  course: { courseId: 'K1', name: 'Seguridad contra incendios', language: 'es' },
  run: RUN,
};
const registration = uuidV5(`registration|C1|K1|U1|${RUN}`, OWN_LEARNING_NAMESPACE);
const actor = { objectType: 'Agent', account: { homePage: APP, name: 'U1' }, name: 'Ada Lovelace' };
const course = {
  objectType: 'Activity',
  id: `${APP}/xapi/activities/course/K1`,
  definition: { name: { es: 'Seguridad contra incendios' }, type: 'http://adlnet.gov/expapi/activities/course' },
};
const context = (extra: Record<string, unknown> = {}) => ({
  registration,
  platform: 'Skillway',
  language: 'es',
  ...extra,
});

describe('own learning statements', () => {
  it('course started: the learner attempted the course, in the run registration', () => {
    expect(ownStatement(subject, { kind: 'started', at: RUN })).toEqual({
      id: uuidV5(`C1|started|K1|U1|${RUN}`, OWN_LEARNING_NAMESPACE),
      statement: {
        actor,
        verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-US': 'attempted' } },
        object: course,
        context: context(),
        timestamp: RUN,
      },
    });
  });

  it('material opened: experienced, grouped under the course, named as authored', () => {
    const at = '2025-03-01T09:05:00.000Z';
    const { id, statement } = ownStatement(
      subject,
      { kind: 'material', asset_id: 'A1', at },
      {
        assetId: 'A1',
        title: 'Folleto',
        type: 'document',
      },
    );
    expect(id).toBe(uuidV5(`C1|material|K1|U1|${RUN}|A1`, OWN_LEARNING_NAMESPACE));
    expect(statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-US': 'experienced' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/material/A1`,
        definition: { name: { es: 'Folleto' }, type: 'http://adlnet.gov/expapi/activities/file' },
      },
      context: context({ contextActivities: { grouping: [course] } }),
      timestamp: at,
    });
  });

  it('video watched: the Video Profile completed, in its category, with completion', () => {
    const at = '2025-03-01T09:10:00.000Z';
    const { statement } = ownStatement(
      subject,
      { kind: 'material', asset_id: 'V1', at },
      {
        assetId: 'V1',
        title: 'Introducción',
        type: 'video',
      },
    );
    expect(statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/material/V1`,
        definition: { name: { es: 'Introducción' }, type: 'https://w3id.org/xapi/video/activity-type/video' },
      },
      result: { completion: true },
      context: context({
        contextActivities: {
          grouping: [course],
          category: [{ objectType: 'Activity', id: 'https://w3id.org/xapi/video' }],
        },
      }),
      timestamp: at,
    });
  });

  it('video progressed: progressed with the Video Profile progress, time and length, one id per share of a run', () => {
    const at = '2025-03-01T09:07:00.000Z';
    const fact = { kind: 'video_progressed', asset_id: 'V1', progress: 0.5, time: 61.2345, length: 120.5, at } as const;
    const { id, statement } = ownStatement(subject, fact, { assetId: 'V1', title: 'Introducción', type: 'video' });
    expect(id).toBe(uuidV5(`C1|video_progressed|K1|U1|${RUN}|V1|0.5`, OWN_LEARNING_NAMESPACE));
    // Passed again (a seek back and a replay, another time): the same statement id, so it is stored once.
    expect(ownStatement(subject, { ...fact, time: 70, at: RUN }).id).toBe(id);
    expect(ownStatement(subject, { ...fact, progress: 0.75 }).id).not.toBe(id);
    expect(statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/progressed', display: { 'en-US': 'progressed' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/material/V1`,
        definition: { name: { es: 'Introducción' }, type: 'https://w3id.org/xapi/video/activity-type/video' },
      },
      result: {
        extensions: {
          'https://w3id.org/xapi/video/extensions/progress': 0.5,
          'https://w3id.org/xapi/video/extensions/time': 61.235,
        },
      },
      context: context({
        contextActivities: {
          grouping: [course],
          category: [{ objectType: 'Activity', id: 'https://w3id.org/xapi/video' }],
        },
        extensions: { 'https://w3id.org/xapi/video/extensions/length': 120.5 },
      }),
      timestamp: at,
    });
  });

  it('a material deleted before its statement is named by its id alone', () => {
    const { statement } = ownStatement(subject, { kind: 'material', asset_id: 'GONE', at: RUN });
    expect(statement.object).toEqual({
      objectType: 'Activity',
      id: `${APP}/xapi/activities/material/GONE`,
      definition: { type: 'http://adlnet.gov/expapi/activities/file' },
    });
  });

  it('test attempts: passed or failed with the scaled, raw, min and max score, one id per attempt', () => {
    const at = '2025-03-01T09:20:00.000Z';
    const failed = ownStatement(subject, { kind: 'test', attempt: 1, score: 40, passed: false, at });
    const passed = ownStatement(subject, { kind: 'test', attempt: 2, score: 85, passed: true, at });
    expect(failed.id).toBe(uuidV5(`C1|test|K1|U1|${RUN}|1`, OWN_LEARNING_NAMESPACE));
    expect(passed.id).not.toBe(failed.id);
    expect(passed.statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/test/K1`,
        definition: {
          name: { es: 'Seguridad contra incendios' },
          type: 'http://adlnet.gov/expapi/activities/assessment',
        },
      },
      result: { score: { scaled: 0.85, raw: 85, min: 0, max: 100 }, success: true, completion: true },
      context: context({ contextActivities: { grouping: [course] } }),
      timestamp: at,
    });
    expect(failed.statement.verb).toEqual({
      id: 'http://adlnet.gov/expapi/verbs/failed',
      display: { 'en-US': 'failed' },
    });
    expect(failed.statement.result).toEqual({
      score: { scaled: 0.4, raw: 40, min: 0, max: 100 },
      success: false,
      completion: true,
    });
  });

  it('test attempt begun: attempted on the assessment, grouped under the course, one id per attempt', () => {
    const at = '2025-03-01T09:20:00.000Z';
    const first = ownStatement(subject, { kind: 'test_attempted', attempt: 1, at });
    expect(first.id).toBe(uuidV5(`C1|test_attempted|K1|U1|${RUN}|1`, OWN_LEARNING_NAMESPACE));
    expect(ownStatement(subject, { kind: 'test_attempted', attempt: 2, at }).id).not.toBe(first.id);
    // Not the outcome's id: both are stored.
    expect(ownStatement(subject, { kind: 'test', attempt: 1, score: 50, passed: true, at }).id).not.toBe(first.id);
    expect(first.statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-US': 'attempted' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/test/K1`,
        definition: {
          name: { es: 'Seguridad contra incendios' },
          type: 'http://adlnet.gov/expapi/activities/assessment',
        },
      },
      context: context({ contextActivities: { grouping: [course] } }),
      timestamp: at,
    });
  });

  it('course completed: completed with the run duration', () => {
    const at = '2025-03-01T10:00:30.000Z';
    expect(ownStatement(subject, { kind: 'completed', at }).statement).toEqual({
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: course,
      result: { completion: true, duration: 'PT3630S' },
      context: context(),
      timestamp: at,
    });
  });

  it('certificate issued: earned, the certificate with its verification page, one id per certificate', () => {
    const at = '2025-03-01T10:01:00.000Z';
    const fact = { kind: 'certificate' as const, certificate_id: 'SW-1234', at, expires_on: '2026-03-01' };
    const { id, statement } = ownStatement(subject, fact);
    expect(id).toBe(uuidV5('C1|certificate|SW-1234', OWN_LEARNING_NAMESPACE));
    // Told again in another run (a redelivery after a reset), it is the same certificate's statement.
    expect(ownStatementId({ ...subject, run: '2030-01-01T00:00:00.000Z' }, fact)).toBe(id);
    expect(statement).toEqual({
      actor,
      verb: { id: 'http://id.tincanapi.com/verb/earned', display: { 'en-US': 'earned' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/certificate/SW-1234`,
        definition: {
          name: { es: 'Seguridad contra incendios' },
          type: 'http://id.tincanapi.com/activitytype/certificate',
          moreInfo: `${APP}/certificates/verify/SW-1234`,
        },
      },
      context: context({ contextActivities: { grouping: [course] } }),
      timestamp: at,
    });
  });

  it('certificate expired: the registry verb on the same certificate activity, one id per certificate', () => {
    const at = '2026-02-28T00:00:00.000Z';
    const fact = { kind: 'certificate_expired' as const, certificate_id: 'SW-1234', expires_on: '2026-02-28', at };
    const { id, statement } = ownStatement(subject, fact);
    expect(id).toBe(uuidV5('C1|certificate_expired|SW-1234', OWN_LEARNING_NAMESPACE));
    // Told in a later run (the renewal's) or at another time, it is the same expiry's statement; not the earned one.
    expect(ownStatementId({ ...subject, run: '2026-02-01T00:00:00.000Z' }, { ...fact, at: 'later' })).toBe(id);
    expect(id).not.toBe(ownStatementId(subject, { kind: 'certificate', certificate_id: 'SW-1234', at }));
    // Pinned (Python's uuid.uuid5 gives the same): a changed key would write every expiry again.
    expect(id).toBe('7544f1ef-12b7-5533-b596-05d7ee6788fc');
    expect(statement).toEqual({
      actor,
      verb: { id: 'http://id.tincanapi.com/verb/expired', display: { 'en-US': 'expired' } },
      object: {
        objectType: 'Activity',
        id: `${APP}/xapi/activities/certificate/SW-1234`,
        definition: {
          name: { es: 'Seguridad contra incendios' },
          type: 'http://id.tincanapi.com/activitytype/certificate',
          moreInfo: `${APP}/certificates/verify/SW-1234`,
        },
      },
      context: context({ contextActivities: { grouping: [course] } }),
      timestamp: at,
    });
  });

  it('ids and registrations are stable: the same fact always has the same UUIDv5 (pinned)', () => {
    expect(runRegistration('C1', 'K1', 'U1', RUN)).toBe(registration);
    expect(ownStatementId(subject, { kind: 'started', at: 'any time' })).toBe(
      ownStatementId(subject, { kind: 'started', at: RUN }),
    );
    expect(registration).toBe('ce25c7da-558b-5266-9212-5f0059841783');
    expect(ownStatementId(subject, { kind: 'completed', at: RUN })).not.toBe(
      ownStatementId(subject, { kind: 'started', at: RUN }),
    );
  });

  it('a course written before languages names its activities in English (UK)', () => {
    const { statement } = ownStatement(
      { ...subject, course: { courseId: 'K1', name: 'Fire' } },
      { kind: 'started', at: RUN },
    );
    expect(statement.object).toMatchObject({ definition: { name: { 'en-GB': 'Fire' } } });
    expect(statement.context).toMatchObject({ language: 'en-GB' });
  });
});
