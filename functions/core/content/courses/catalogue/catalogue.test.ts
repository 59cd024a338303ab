import { COURSE_TYPES, DEFAULT_PASS_MARK } from '@skillway/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCatalogueQuestion, TOptionLetter } from './catalogue-types';
import { COURSE_SOURCES } from './course-sources';
import { loadSanitiser, sanitizeRichText } from '../../../platform/html/html-sanitiser';
import { DEFAULT_COURSES, findDefaultCourse } from './index';

const LETTERS: TOptionLetter[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const PROMPTS = LETTERS.slice(0, 5);
const ANSWERS = LETTERS.slice(5);
const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'a']);

/** The option letters that have text, in order. */
function filled(question: TCatalogueQuestion): TOptionLetter[] {
  return LETTERS.filter((letter) => (question.options[letter] ?? '').trim() !== '');
}

/** Letters must start at `from` and have no gaps, as the admin forms fill them in order. */
function contiguousFrom(letters: TOptionLetter[], from: TOptionLetter[]): boolean {
  return letters.every((letter, index) => letter === from[index]);
}

/** Everything wrong with one question under the rules in README.md (empty when it is valid). */
function questionProblems(question: TCatalogueQuestion): string[] {
  const problems: string[] = [];
  const letters = filled(question);
  const keys = Object.keys(question.options) as TOptionLetter[];
  if (question.question.trim() === '') problems.push('empty question text');
  if (keys.length !== letters.length) problems.push('an option key has no text');
  const texts = letters.map((letter) => question.options[letter]?.trim().toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push('two options have the same text');
  const answer = question.correct_answer;

  switch (question.question_type) {
    case 1:
      if (letters.join('') !== 'abcd') problems.push('single choice needs exactly options a to d');
      if (typeof answer !== 'string' || !letters.includes(answer as TOptionLetter))
        problems.push('single choice answer must be one letter with text');
      break;
    case 2:
      if (letters.join('') !== 'a') problems.push('fill in the blank has its answer in option a only');
      if (answer !== 'a') problems.push("fill in the blank answer must be 'a'");
      if (!question.question.includes('____')) problems.push('fill in the blank needs a ____ gap');
      break;
    case 3: {
      if (!contiguousFrom(letters, LETTERS) || letters.length < 3)
        problems.push('multiple choice needs a, b, c… in order');
      const chosen = Array.isArray(answer) ? answer : [];
      if (chosen.length < 2) problems.push('multiple choice needs at least two correct answers');
      if (new Set(chosen).size !== chosen.length) problems.push('duplicate answer letters');
      if (!chosen.every((letter) => letters.includes(letter as TOptionLetter)))
        problems.push('an answer letter has no option text');
      if (chosen.length >= letters.length) problems.push('multiple choice needs at least one wrong option');
      break;
    }
    case 4: {
      const prompts = letters.filter((letter) => PROMPTS.includes(letter));
      const answers = letters.filter((letter) => ANSWERS.includes(letter));
      if (!contiguousFrom(prompts, PROMPTS) || !contiguousFrom(answers, ANSWERS))
        problems.push('association prompts run from a and answers from f, without gaps');
      if (prompts.length !== answers.length || prompts.length < 2)
        problems.push('association needs as many answers as prompts (at least two)');
      // Positional: the answer to prompt a is f, b is g … (the admin form stores "the association of label A" in f).
      const expected = prompts.map((prompt, index) => `${prompt}:${ANSWERS[index]}`);
      if (!Array.isArray(answer) || [...answer].sort().join() !== expected.join())
        problems.push(`association answer must be ${JSON.stringify(expected)}`);
      break;
    }
    default:
      problems.push(`unknown question type ${String(question.question_type)}`);
  }
  return problems;
}

describe('the default course catalogue', () => {
  beforeAll(loadSanitiser);

  it('ships at least five courses with unique slugs and names', () => {
    expect(DEFAULT_COURSES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEFAULT_COURSES.map((course) => course.slug)).size).toBe(DEFAULT_COURSES.length);
    expect(new Set(DEFAULT_COURSES.map((course) => course.name)).size).toBe(DEFAULT_COURSES.length);
  });

  it('finds a course by slug and is frozen against changes', () => {
    expect(findDefaultCourse('fire-safety-awareness')?.name).toBe('Fire Safety Awareness');
    expect(findDefaultCourse('no-such-course')).toBeUndefined();
    const course = DEFAULT_COURSES[0]!;
    expect(Object.isFrozen(course)).toBe(true);
    expect(Object.isFrozen(course.quiz.questions[0]!.options)).toBe(true);
  });

  describe.each(DEFAULT_COURSES.map((course) => [course.slug, course] as const))('%s', (_slug, course) => {
    it('has a kebab-case slug, a name, a known course type and a duration', () => {
      expect(course.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(course.name.trim()).not.toBe('');
      expect(COURSE_TYPES.map((type) => type.id as number)).toContain(course.course_type);
      expect(Number.isInteger(course.minutes) && course.minutes >= 10 && course.minutes <= 240).toBe(true);
      expect(course.topics.length).toBeGreaterThan(0);
      expect(new Set(course.topics).size).toBe(course.topics.length);
    });

    it('is offered in English (UK), the language its text is written in (issue 34)', () => {
      expect(course.language).toBe('en-GB');
    });

    it('describes itself in simple HTML that matches its duration and test', () => {
      const tags = [...course.description_html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
      expect(tags.length).toBeGreaterThan(0);
      for (const [, tag, attributes] of tags) {
        expect(ALLOWED_TAGS.has(tag!.toLowerCase()), `tag <${tag}>`).toBe(true);
        if (tag !== 'a') expect(attributes!.trim(), `attributes on <${tag}>`).toBe('');
      }
      expect(course.description_html).toContain('<h3>What you will learn</h3>');
      expect(course.description_html).toContain(`About ${course.minutes} minutes`);
      expect(course.description_html).toContain(`${course.quiz.questions.length}-question test`);
      expect(course.description_html).toContain(`pass mark ${course.quiz.pass_mark}%`);
    });

    it('is already what the rich-text sanitiser keeps (install and the catalogue list store and send it as is)', () => {
      expect(sanitizeRichText(course.description_html)).toBe(course.description_html);
    });

    it('has two to four materials, each complete for its kind', () => {
      expect(course.materials.length).toBeGreaterThanOrEqual(2);
      expect(course.materials.length).toBeLessThanOrEqual(4);
      for (const material of course.materials) {
        expect(material.title.trim()).not.toBe('');
        expect(material.description.trim()).not.toBe('');
        if (material.kind === 'link') {
          expect(material.file).toBeUndefined();
          const url = new URL(material.url ?? '');
          expect(url.protocol).toBe('https:');
        } else {
          expect(material.url).toBeUndefined();
          const extension = { video: '.mp4', document: '.pdf', powerpoint: '.pptx' }[material.kind];
          expect(material.file).toMatch(new RegExp(`^(${course.slug}|shared)/[a-z0-9-]+\\${extension}$`));
        }
      }
    });

    it(`has a test of at least 10 valid questions with pass mark ${DEFAULT_PASS_MARK}`, () => {
      const { questions } = course.quiz;
      expect(course.quiz.pass_mark).toBe(DEFAULT_PASS_MARK);
      expect(questions.length).toBeGreaterThanOrEqual(10);
      expect(new Set(questions.map((question) => question.question)).size).toBe(questions.length);
      for (const question of questions) {
        expect(questionProblems(question), question.question).toEqual([]);
      }
    });

    it('uses all four question types and marks three or four core questions', () => {
      const types = new Set(course.quiz.questions.map((question) => question.question_type));
      expect([...types].sort()).toEqual([1, 2, 3, 4]);
      const core = course.quiz.questions.filter((question) => question.core_question).length;
      expect(core).toBeGreaterThanOrEqual(3);
      expect(core).toBeLessThanOrEqual(4);
    });
  });

  it('lists each handout and slide deck the build generates as a material of its course', () => {
    for (const source of COURSE_SOURCES) {
      const files = source.course.materials.map((material) => `${material.kind}:${material.file ?? ''}`);
      expect(files).toContain(`document:${source.handout.file}`);
      if (source.slides) expect(files).toContain(`powerpoint:${source.slides.file}`);
      expect(source.handout.sections.length).toBeGreaterThanOrEqual(4);
    }
    expect(COURSE_SOURCES.filter((source) => source.slides).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the question rules used above', () => {
  const single: TCatalogueQuestion = {
    question: 'Q?',
    question_type: 1,
    options: { a: 'A', b: 'B', c: 'C', d: 'D' },
    correct_answer: 'a',
    core_question: false,
  };

  it('reject answers that point at options without text', () => {
    expect(questionProblems({ ...single, correct_answer: 'e' })).not.toEqual([]);
    expect(
      questionProblems({
        ...single,
        question_type: 3,
        options: { a: 'A', b: 'B', c: 'C' },
        correct_answer: ['a', 'd'],
      }),
    ).not.toEqual([]);
  });

  it('reject association answers that are not the positional pairs', () => {
    const association: TCatalogueQuestion = {
      question: 'Match',
      question_type: 4,
      options: { a: '1', b: '2', f: 'one', g: 'two' },
      correct_answer: ['a:f', 'b:g'],
      core_question: false,
    };
    expect(questionProblems(association)).toEqual([]);
    expect(questionProblems({ ...association, correct_answer: ['a:g', 'b:f'] })).not.toEqual([]);
    expect(questionProblems({ ...association, options: { a: '1', b: '2', f: 'one' } })).not.toEqual([]);
  });
});
