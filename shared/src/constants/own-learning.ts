/**
 * The product's own learning as xAPI (issue 35): the vocabulary of the statements the LMS writes to the company's LRS
 * for what learners do in the product itself (docs/elearning-standards.md, "The product's own learning").
 */

/**
 * The UUIDv5 namespace (RFC 9562 section 5.5) of the statement ids and registrations the LMS derives from its own
 * data. Fixed forever: a changed namespace would write every fact again under new ids.
 */
export const OWN_LEARNING_NAMESPACE = '6b383514-9165-454d-ba33-436dac9ea7e6';

/** The LMS as an LRS client: its statements' authority is `account {homePage: APP_URL, name: 'client:lms'}`. */
export const OWN_LEARNING_CLIENT = { ID: 'lms', NAME: 'Skillway' } as const;

/** Verbs, each with its en-US display (ADL vocabulary, the xAPI Video Profile, the xAPI registry). */
export const OWN_LEARNING_VERB = {
  /**
   * A run of the course began (the enrolment's started_at): the learner attempted the course; or a test attempt
   * began (its paper drawn): the learner attempted the test.
   */
  ATTEMPTED: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: 'attempted' },
  /** A document, slide deck, link or package counted as accessed for the first time in the run. */
  EXPERIENCED: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: 'experienced' },
  /** The course completed, or a video watched to its end (or 90%): the Video Profile's completed is ADL's. */
  COMPLETED: { id: 'http://adlnet.gov/expapi/verbs/completed', display: 'completed' },
  /**
   * A video played past one of OWN_LEARNING_VIDEO_MILESTONES. The Video Profile has no verb for it (its played and
   * paused are per player action, which the product does not send): ADL's progressed, in the profile's category,
   * with its progress, time and length extensions.
   */
  PROGRESSED: { id: 'http://adlnet.gov/expapi/verbs/progressed', display: 'progressed' },
  PASSED: { id: 'http://adlnet.gov/expapi/verbs/passed', display: 'passed' },
  FAILED: { id: 'http://adlnet.gov/expapi/verbs/failed', display: 'failed' },
  /** A completion certificate was made for the learner (xAPI registry: "earned", as for a badge or certificate). */
  EARNED: { id: 'http://id.tincanapi.com/verb/earned', display: 'earned' },
  /**
   * The certificate's expiry day came without a renewal (xAPI registry: "the object (a competency or certification)
   * has expired for the actor"). Neither ADL's vocabulary nor cmi5 has a verb for an expiry.
   */
  EXPIRED: { id: 'http://id.tincanapi.com/verb/expired', display: 'expired' },
} as const;

/** Activity types (ADL vocabulary, the xAPI Video Profile, the xAPI registry). */
export const OWN_LEARNING_ACTIVITY_TYPE = {
  COURSE: 'http://adlnet.gov/expapi/activities/course',
  ASSESSMENT: 'http://adlnet.gov/expapi/activities/assessment',
  VIDEO: 'https://w3id.org/xapi/video/activity-type/video',
  FILE: 'http://adlnet.gov/expapi/activities/file',
  LINK: 'http://adlnet.gov/expapi/activities/link',
  MODULE: 'http://adlnet.gov/expapi/activities/module',
  CERTIFICATE: 'http://id.tincanapi.com/activitytype/certificate',
} as const;

/** The Video Profile's category, on its statements (xAPI Video Profile 1.0, section 2.2). */
export const OWN_LEARNING_VIDEO_CATEGORY = 'https://w3id.org/xapi/video';

/**
 * The shares of a video's length whose passing is a progressed statement, once each in a run (its end, or 90%, is
 * the completed statement of the material).
 */
export const OWN_LEARNING_VIDEO_MILESTONES = [0.25, 0.5, 0.75] as const;

/** The Video Profile's extensions (xAPI Video Profile 1.0, section 2.4): result progress and time, context length. */
export const OWN_LEARNING_VIDEO_EXTENSION = {
  PROGRESS: 'https://w3id.org/xapi/video/extensions/progress',
  TIME: 'https://w3id.org/xapi/video/extensions/time',
  LENGTH: 'https://w3id.org/xapi/video/extensions/length',
} as const;

/** The platform named in the statements' context. */
export const OWN_LEARNING_PLATFORM = 'Skillway';

/** The language tag of a course written before languages (as the course's own default: en-GB). */
export const OWN_LEARNING_DEFAULT_LANGUAGE = 'en-GB';

/** Every test is scored as a whole percent (score-test.ts): the result's raw score lies between these. */
export const OWN_LEARNING_SCORE_RANGE = { MIN: 0, MAX: 100 } as const;
