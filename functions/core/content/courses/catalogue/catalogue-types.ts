import type { TLanguage } from '@skillway/shared';

/** Option letters of a question: a–d single choice, a (answer) fill in the blank, a–j multiple choice, a–e/f–j association. */
export type TOptionLetter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j';

/** 1 single choice, 2 fill in the blank, 3 multiple choice, 4 association (the spec's question_type). */
type TCatalogueQuestionType = 1 | 2 | 3 | 4;

export type TCatalogueQuestion = {
  question: string;
  question_type: TCatalogueQuestionType;
  options: Partial<Record<TOptionLetter, string>>;
  /** Type 1 and 2: one letter. Type 3: two or more letters. Type 4: 'prompt:answer' pairs, e.g. ['a:f', 'b:g']. */
  correct_answer: string | string[];
  core_question: boolean;
};

export type TCatalogueMaterial = {
  title: string;
  description: string;
  kind: 'video' | 'document' | 'link' | 'powerpoint';
  /** Path relative to functions/core/content/courses/catalogue/assets (videos, documents and slide decks). */
  file?: string;
  /** Public https address (links only); stored, never fetched. */
  url?: string;
};

export type TCatalogueCourse = {
  slug: string;
  name: string;
  /** The language its text is written in (the built-in catalogue: en-GB); an installed copy keeps it. */
  language: TLanguage;
  description_html: string;
  course_type: number;
  minutes: number;
  topics: string[];
  materials: TCatalogueMaterial[];
  quiz: { pass_mark: number; questions: TCatalogueQuestion[] };
};

/** A block of handout text: a heading with paragraphs and/or bullet points. */
export type THandoutSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

/**
 * Everything one course file holds: the course as installed, plus the handout text the asset build turns into a
 * PDF (and, when `slides` is set, into a slide deck of the same sections).
 */
export type TCatalogueCourseSource = {
  course: TCatalogueCourse;
  handout: { file: string; summary: string; sections: THandoutSection[] };
  slides?: { file: string };
};
