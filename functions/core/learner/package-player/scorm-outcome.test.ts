import { describe, expect, it } from 'vitest';
import { cmiValue, scormOutcome, scormVersionOf } from './scorm-outcome';

describe('scormOutcome, SCORM 1.2', () => {
  const core = (values: Record<string, unknown>) => ({ core: values });

  it('reads each lesson_status: passed, completed and failed finish the SCO; the others do not', () => {
    expect(scormOutcome('1.2', core({ lesson_status: 'passed' }), null)).toEqual({
      completed: true,
      passed: true,
      scorePercent: null,
    });
    expect(scormOutcome('1.2', core({ lesson_status: 'completed' }), null)).toEqual({
      completed: true,
      passed: null,
      scorePercent: null,
    });
    expect(scormOutcome('1.2', core({ lesson_status: 'failed' }), null)).toEqual({
      completed: true,
      passed: false,
      scorePercent: null,
    });
    for (const status of ['incomplete', 'browsed', 'not attempted', '', undefined]) {
      expect(scormOutcome('1.2', core({ lesson_status: status }), null)).toEqual({
        completed: false,
        passed: null,
        scorePercent: null,
      });
    }
  });

  it('turns raw within min..max into a percent (0..100 when not given)', () => {
    expect(scormOutcome('1.2', core({ lesson_status: 'completed', score: { raw: '45' } }), null).scorePercent).toBe(45);
    expect(scormOutcome('1.2', core({ score: { raw: '15', min: '0', max: '20' } }), null).scorePercent).toBe(75);
    expect(scormOutcome('1.2', core({ score: { raw: '7', min: '5', max: '9' } }), null).scorePercent).toBe(50);
    expect(scormOutcome('1.2', core({ score: { raw: '150' } }), null).scorePercent).toBe(100);
    expect(scormOutcome('1.2', core({ score: { raw: 'abc' } }), null).scorePercent).toBeNull();
  });

  it("judges a finished SCO's score against the mastery score, whatever status the content set", () => {
    expect(scormOutcome('1.2', core({ lesson_status: 'completed', score: { raw: '80' } }), 80).passed).toBe(true);
    expect(scormOutcome('1.2', core({ lesson_status: 'passed', score: { raw: '79' } }), 80).passed).toBe(false);
    expect(scormOutcome('1.2', core({ lesson_status: 'failed', score: { raw: '95' } }), 80).passed).toBe(true);
    // Not finished: the score is kept, no verdict yet.
    expect(scormOutcome('1.2', core({ lesson_status: 'incomplete', score: { raw: '95' } }), 80)).toEqual({
      completed: false,
      passed: null,
      scorePercent: 95,
    });
  });

  it('reads the flattened commit format too', () => {
    const flat = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '88' };
    expect(scormOutcome('1.2', flat, null)).toEqual({ completed: true, passed: true, scorePercent: 88 });
    expect(cmiValue({ 'core.lesson_status': 'browsed' }, 'core.lesson_status')).toBe('browsed');
  });
});

describe('scormOutcome, SCORM 2004', () => {
  it('reads completion_status and success_status apart', () => {
    expect(scormOutcome('2004', { completion_status: 'completed', success_status: 'unknown' }, null)).toEqual({
      completed: true,
      passed: null,
      scorePercent: null,
    });
    expect(scormOutcome('2004', { completion_status: 'incomplete', success_status: 'passed' }, null)).toEqual({
      completed: false,
      passed: true,
      scorePercent: null,
    });
    expect(scormOutcome('2004', { completion_status: 'completed', success_status: 'failed' }, null).passed).toBe(false);
  });

  it('takes score.scaled as the percent, else raw within min..max', () => {
    expect(scormOutcome('2004', { score: { scaled: '0.85', raw: '10' } }, null).scorePercent).toBe(85);
    expect(scormOutcome('2004', { score: { scaled: '-0.5' } }, null).scorePercent).toBe(0);
    expect(scormOutcome('2004', { score: { raw: '30', min: '0', max: '40' } }, null).scorePercent).toBe(75);
  });

  it('judges a scaled score without a verdict by scaled_passing_score, else the mastery score', () => {
    expect(scormOutcome('2004', { score: { scaled: '0.6' }, scaled_passing_score: '0.7' }, null).passed).toBe(false);
    expect(scormOutcome('2004', { score: { scaled: '0.6' } }, 50).passed).toBe(true);
    expect(scormOutcome('2004', { score: { scaled: '0.6' } }, null).passed).toBeNull();
    // The content's own verdict stands.
    expect(scormOutcome('2004', { success_status: 'passed', score: { scaled: '0.1' } }, 50).passed).toBe(true);
  });

  it('decides completion by progress_measure against completion_threshold when the content leaves it unknown', () => {
    expect(
      scormOutcome('2004', { completion_status: 'unknown', completion_threshold: '0.8', progress_measure: '0.9' }, null)
        .completed,
    ).toBe(true);
    expect(scormOutcome('2004', { completion_threshold: '0.8', progress_measure: '0.5' }, null).completed).toBe(false);
  });
});

describe('scormVersionOf', () => {
  it('maps the SCORM standards and nothing else', () => {
    expect(scormVersionOf('scorm12')).toBe('1.2');
    expect(scormVersionOf('scorm2004')).toBe('2004');
    expect(scormVersionOf('xapi')).toBeNull();
    expect(scormVersionOf('cmi5')).toBeNull();
    expect(scormVersionOf(null)).toBeNull();
  });
});
