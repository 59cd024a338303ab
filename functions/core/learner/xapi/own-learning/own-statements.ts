import type { TLearningFact } from '@skillway/shared';
import {
  OWN_LEARNING_ACTIVITY_TYPE as TYPE,
  OWN_LEARNING_DEFAULT_LANGUAGE,
  OWN_LEARNING_NAMESPACE,
  OWN_LEARNING_PLATFORM,
  OWN_LEARNING_SCORE_RANGE,
  OWN_LEARNING_VERB as VERB,
  OWN_LEARNING_VIDEO_CATEGORY,
  OWN_LEARNING_VIDEO_EXTENSION as VIDEO_EXTENSION,
} from '@skillway/shared/constants/own-learning';
import { actorJson } from '../agent';
import type { TJson } from '../statement-validation';
import { uuidV5 } from './uuid-v5';
import { ownActivityIri } from '../../../platform/lrs/own-learning-records';

/**
 * The statements of the product's own learning (issue 35), one per fact, free of I/O: every value comes from the fact
 * and the names read for it, so the same fact always gives the same statement and the same id (UUIDv5 of the company,
 * the fact's kind and its key), and a redelivered event stores nothing twice (storeOwnStatement: 'known').
 */

/** What a statement names, read by the writer (write-own-learning.ts). */
export interface TOwnLearningSubject {
  companyId: string;
  /** The app's origin (config.appUrl): the activities' IRIs and the learner's account homePage. */
  appUrl: string;
  learner: { userId: string; name: string };
  course: { courseId: string; name: string; language?: string };
  /** The enrolment run the fact belongs to (its started_at, else its enrolled_at). */
  run: string;
}

/** A material as its statement names it; undefined when it was deleted before the statement was written. */
export interface TOwnMaterial {
  assetId: string;
  title: string;
  type: 'video' | 'document' | 'link' | 'powerpoint' | 'package';
}

export interface TOwnStatement {
  id: string;
  statement: TJson;
}

type TVerb = (typeof VERB)[keyof typeof VERB];

/** The registration of one enrolment run: every statement of the run shares it (deleting a run deletes by it). */
export function runRegistration(companyId: string, courseId: string, userId: string, run: string): string {
  return uuidV5(`registration|${companyId}|${courseId}|${userId}|${run}`, OWN_LEARNING_NAMESPACE);
}

/** A fact's statement id: its kind and what makes it one fact (the run, the material, the attempt, the certificate). */
export function ownStatementId(subject: TOwnLearningSubject, fact: TLearningFact): string {
  const run = `${subject.course.courseId}|${subject.learner.userId}|${subject.run}`;
  const key = (() => {
    switch (fact.kind) {
      case 'started':
      case 'completed':
        return run;
      case 'material':
        return `${run}|${fact.asset_id}`;
      case 'video_progressed':
        return `${run}|${fact.asset_id}|${fact.progress}`;
      case 'test':
      case 'test_attempted':
        return `${run}|${fact.attempt}`;
      case 'certificate':
      case 'certificate_expired':
        // A certificate id is unique: it is the certificate's fact whatever run it is told in.
        return fact.certificate_id;
    }
  })();
  return uuidV5(`${subject.companyId}|${fact.kind}|${key}`, OWN_LEARNING_NAMESPACE);
}

/** The product's activity IRIs (stable across deployments of one host: APP_URL, never a file's or a link's URL). */

const languageOf = (subject: TOwnLearningSubject) => subject.course.language ?? OWN_LEARNING_DEFAULT_LANGUAGE;

function activity(subject: TOwnLearningSubject, id: string, name: string | undefined, type: string): TJson {
  // Names as authored, in the course's language (content stays as written: issue 34).
  return {
    objectType: 'Activity',
    id,
    definition: { ...(name ? { name: { [languageOf(subject)]: name } } : {}), type },
  };
}

function courseActivity(subject: TOwnLearningSubject): TJson {
  return activity(
    subject,
    ownActivityIri(subject.appUrl, 'course', subject.course.courseId),
    subject.course.name,
    TYPE.COURSE,
  );
}

function materialType(material: TOwnMaterial | undefined): string {
  switch (material?.type) {
    case 'video':
      return TYPE.VIDEO;
    case 'link':
      return TYPE.LINK;
    case 'package':
      return TYPE.MODULE;
    default:
      return TYPE.FILE;
  }
}

function statementOf(
  subject: TOwnLearningSubject,
  verb: TVerb,
  object: TJson,
  at: string,
  extra: { result?: TJson; grouped?: boolean; category?: string; extensions?: TJson } = {},
): TJson {
  const contextActivities: TJson = {
    ...(extra.grouped ? { grouping: [courseActivity(subject)] } : {}),
    ...(extra.category ? { category: [{ objectType: 'Activity', id: extra.category }] } : {}),
  };
  return {
    actor: actorJson({ homePage: subject.appUrl, userId: subject.learner.userId, name: subject.learner.name }),
    verb: { id: verb.id, display: { 'en-US': verb.display } },
    object,
    ...(extra.result ? { result: extra.result } : {}),
    context: {
      registration: runRegistration(subject.companyId, subject.course.courseId, subject.learner.userId, subject.run),
      platform: OWN_LEARNING_PLATFORM,
      language: languageOf(subject),
      ...(Object.keys(contextActivities).length > 0 ? { contextActivities } : {}),
      ...(extra.extensions ? { extensions: extra.extensions } : {}),
    },
    timestamp: at,
  };
}

/** ISO 8601 duration between two times (whole seconds; none when the end is not after the start). */
function durationBetween(from: string, to: string): string | undefined {
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) && ms > 0 ? `PT${Math.round(ms / 1000)}S` : undefined;
}

/**
 * The statement of one fact. `material` is the fact's material (for a material fact; undefined when it is gone:
 * the statement then names the activity by its id alone).
 */
export function ownStatement(
  subject: TOwnLearningSubject,
  fact: TLearningFact,
  material?: TOwnMaterial,
): TOwnStatement {
  const id = ownStatementId(subject, fact);
  switch (fact.kind) {
    case 'started':
      return { id, statement: statementOf(subject, VERB.ATTEMPTED, courseActivity(subject), fact.at) };
    case 'material': {
      const object = materialActivity(subject, fact.asset_id, material);
      // A video counts as accessed once watched to its end (or 90%): the Video Profile's completed.
      const statement =
        material?.type === 'video'
          ? statementOf(subject, VERB.COMPLETED, object, fact.at, {
              grouped: true,
              category: OWN_LEARNING_VIDEO_CATEGORY,
              result: { completion: true },
            })
          : statementOf(subject, VERB.EXPERIENCED, object, fact.at, { grouped: true });
      return { id, statement };
    }
    case 'video_progressed':
      // The Video Profile's progress (0 to 1, to 3 places), time and length (seconds, to 3 places).
      return {
        id,
        statement: statementOf(subject, VERB.PROGRESSED, materialActivity(subject, fact.asset_id, material), fact.at, {
          grouped: true,
          category: OWN_LEARNING_VIDEO_CATEGORY,
          result: {
            extensions: {
              [VIDEO_EXTENSION.PROGRESS]: thousandths(fact.progress),
              [VIDEO_EXTENSION.TIME]: thousandths(fact.time),
            },
          },
          extensions: { [VIDEO_EXTENSION.LENGTH]: thousandths(fact.length) },
        }),
      };
    case 'test_attempted':
      // The attempt begun (its paper drawn): the same assessment its passed or failed statement names.
      return {
        id,
        statement: statementOf(subject, VERB.ATTEMPTED, testActivity(subject), fact.at, { grouped: true }),
      };
    case 'test': {
      const object = testActivity(subject);
      const { MIN, MAX } = OWN_LEARNING_SCORE_RANGE;
      const result = {
        score: { scaled: fact.score / MAX, raw: fact.score, min: MIN, max: MAX },
        success: fact.passed,
        completion: true,
      };
      return {
        id,
        statement: statementOf(subject, fact.passed ? VERB.PASSED : VERB.FAILED, object, fact.at, {
          grouped: true,
          result,
        }),
      };
    }
    case 'completed': {
      const duration = durationBetween(subject.run, fact.at);
      return {
        id,
        statement: statementOf(subject, VERB.COMPLETED, courseActivity(subject), fact.at, {
          result: { completion: true, ...(duration ? { duration } : {}) },
        }),
      };
    }
    case 'certificate':
      return {
        id,
        statement: statementOf(subject, VERB.EARNED, certificateActivity(subject, fact.certificate_id), fact.at, {
          grouped: true,
        }),
      };
    case 'certificate_expired':
      // The same certificate activity as its earned statement, so the two read as one certificate's life.
      return {
        id,
        statement: statementOf(subject, VERB.EXPIRED, certificateActivity(subject, fact.certificate_id), fact.at, {
          grouped: true,
        }),
      };
  }
}

function testActivity(subject: TOwnLearningSubject): TJson {
  return activity(
    subject,
    ownActivityIri(subject.appUrl, 'test', subject.course.courseId),
    subject.course.name,
    TYPE.ASSESSMENT,
  );
}

function materialActivity(subject: TOwnLearningSubject, assetId: string, material: TOwnMaterial | undefined): TJson {
  return activity(
    subject,
    ownActivityIri(subject.appUrl, 'material', assetId),
    material?.title,
    materialType(material),
  );
}

const thousandths = (value: number) => Math.round(value * 1000) / 1000;

function certificateActivity(subject: TOwnLearningSubject, certificateId: string): TJson {
  const object = activity(
    subject,
    ownActivityIri(subject.appUrl, 'certificate', certificateId),
    subject.course.name,
    TYPE.CERTIFICATE,
  );
  // Where anyone may check it (the public verification page), as the activity's more information.
  (object.definition as TJson).moreInfo = `${subject.appUrl}/certificates/verify/${encodeURIComponent(certificateId)}`;
  return object;
}
