/** Course types; the same ids serve as external training types. */
export const COURSE_TYPES = [
  { id: 353360, name: 'Customer Service' },
  { id: 353362, name: 'First Aid' },
  { id: 353355, name: 'General' },
  { id: 353359, name: 'Health and Safety' },
  { id: 353356, name: 'IT' },
  { id: 353363, name: 'Management' },
  { id: 353358, name: 'Professional' },
  { id: 353361, name: 'Security' },
  { id: 353357, name: 'Technical' },
] as const;

export type TCourseTypeId = (typeof COURSE_TYPES)[number]['id'];

export const USER_COURSE_STATE = {
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  COMPLETE: 3,
  TEST_PENDING: 5,
} as const;

export const USER_COURSE_STATE_TEXT: Record<number, string> = {
  1: 'Not yet started',
  2: 'In progress',
  3: 'Complete',
  5: 'Complete Test',
};

export const DEFAULT_PASS_MARK = 80;
export const DEFAULT_QUESTION_LIMIT = 10;

export const COURSE_TYPE_IDS = COURSE_TYPES.map((type) => type.id) as unknown as readonly [
  TCourseTypeId,
  ...TCourseTypeId[],
];
/** A new course's type when the form leaves it empty: General. */
export const DEFAULT_COURSE_TYPE: TCourseTypeId = 353355;

/** Field and list limits of a course and its material (the server enforces them; the forms mirror them). */
export const COURSE_LIMITS = {
  nameMax: 191,
  /** Sanitised HTML of the rich-text description. */
  descriptionMax: 20_000,
  hoursMax: 999,
  /** Minutes may carry whole hours too (the spec folds hours into minutes): total = hours * 60 + minutes. */
  totalMinutesMax: 999 * 60 + 59,
  topicsMax: 20,
  topicMax: 50,
  channelsMax: 100,
  materialsMax: 100,
  materialTitleMax: 191,
  materialDescriptionMax: 2000,
  urlMax: 2048,
  /** Courses changed by one bulk publish toggle. */
  bulkToggleMax: 100,
  /** Catalogue courses installed by one call. */
  installMax: 20,
} as const;

/** Kinds of course material (asset_type). */
export const MATERIAL_TYPES = ['video', 'document', 'link', 'powerpoint', 'package'] as const;
export type TMaterialType = (typeof MATERIAL_TYPES)[number];

/** What each kind of material is called on screen. */
export const MATERIAL_TYPE_TEXT: Record<TMaterialType, string> = {
  video: 'Video',
  document: 'Document',
  link: 'External link',
  powerpoint: 'Powerpoint',
  package: 'E-learning package',
};

/** The upload kind (shared/src/constants/uploads.ts) each file-backed material needs. */
export const MATERIAL_UPLOAD_KIND = {
  video: 'course-video',
  document: 'course-document',
  powerpoint: 'course-powerpoint',
  package: 'course-package',
} as const satisfies Record<Exclude<TMaterialType, 'link'>, string>;

/**
 * Timed text tracks of a video material, WebVTT files (upload kind `captions`): captions (WCAG 1.2.2) and a text
 * audio description (`descriptions`, WCAG 1.2.5: read by screen readers, shown as text). At most one track per
 * kind and language; the player offers each in video.js's CC menu.
 */
export const CAPTION_KINDS = ['captions', 'descriptions'] as const;
export type TCaptionKind = (typeof CAPTION_KINDS)[number];
export const CAPTION_KIND_TEXT: Record<TCaptionKind, string> = {
  captions: 'Captions',
  descriptions: 'Audio description (text)',
};
export const CAPTION_LIMITS = {
  /** Tracks on one video (two kinds in a handful of languages). */
  tracksMax: 10,
  /** A BCP 47 language tag such as en, en-GB or pt-BR. */
  languageMax: 35,
  labelMax: 50,
} as const;
/** A new track's language and label when the form leaves them as they are (courses carry no language). */
export const CAPTION_DEFAULTS = { language: 'en', label: 'English', descriptionsLabel: 'English (described)' } as const;
/** BCP 47 shape: a 2-3 letter language, then optional subtags (region, script, variant). */
export const CAPTION_LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Video processing: AWS transcodes to HLS (processing → ready | failed); locally the MP4 is ready at once. */
export const VIDEO_STATES = ['processing', 'ready', 'failed'] as const;
export type TVideoState = (typeof VIDEO_STATES)[number];

/** Slide-deck conversion to slide images: `unavailable` where no converter is installed (the deck is a download). */
export const SLIDE_CONVERSION_STATES = ['pending', 'ready', 'unavailable', 'failed'] as const;

/** Question types (administration spec, Test admin and section 9). */
export const QUESTION_TYPE = {
  SINGLE_CHOICE: 1,
  FILL_IN_THE_BLANK: 2,
  MULTIPLE_CHOICE: 3,
  ASSOCIATION: 4,
} as const;
export type TQuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

export const QUESTION_TYPE_NAME: Record<TQuestionType, string> = {
  1: 'Single choice',
  2: 'Fill in the blank',
  3: 'Multiple choice',
  4: 'Association',
};

export const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
export type TOptionLetter = (typeof OPTION_LETTERS)[number];
/** Which option letters each type uses: single choice A–D, fill in the blank the answer in A, multiple A–J, association labels A–E with answers F–J. */
export const QUESTION_OPTION_LETTERS: Record<TQuestionType, readonly TOptionLetter[]> = {
  1: ['a', 'b', 'c', 'd'],
  2: ['a'],
  3: OPTION_LETTERS,
  4: OPTION_LETTERS,
};
export const ASSOCIATION_LABELS = ['a', 'b', 'c', 'd', 'e'] as const;
export const ASSOCIATION_ANSWERS = ['f', 'g', 'h', 'i', 'j'] as const;

/**
 * An empty answer's message, naming the field as the question form labels it: 'Answer A' (single and multiple
 * choice), 'Answer' (fill in the blank), 'Label A' (association labels) and, as the spec rewrites 'The f field is
 * required.', 'The association of label A is required.' for the association answers F–J.
 */
export function questionOptionRequired(type: TQuestionType, letter: TOptionLetter): string {
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) return 'The answer field is required.';
  if (type !== QUESTION_TYPE.ASSOCIATION) return `The answer ${letter.toUpperCase()} field is required.`;
  const answerIndex = (ASSOCIATION_ANSWERS as readonly string[]).indexOf(letter);
  if (answerIndex >= 0)
    return `The association of label ${ASSOCIATION_LABELS[answerIndex]!.toUpperCase()} is required.`;
  return `The label ${letter.toUpperCase()} field is required.`;
}

/** The course report's Agree Status: 'N/A' when the course has no agreement statement to agree to. */
export function agreeStatusText(row: { has_agreement: boolean; is_agree: boolean }): string {
  if (!row.has_agreement) return 'N/A';
  return row.is_agree ? 'Agreed' : 'Not agreed';
}

export const QUIZ_LIMITS = {
  questionMax: 1000,
  optionMax: 500,
  questionsPerTestMax: 200,
  agreeStatementMax: 5000,
  questionLimitMax: 200,
  passMarkMin: 0,
  passMarkMax: 100,
  /** Questions removed by one multi-delete. */
  deleteManyMax: 200,
} as const;
