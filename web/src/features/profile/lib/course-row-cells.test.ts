import { describe, expect, it } from 'vitest';
import { courseActions, passedTestText, testScoreText } from './course-row-cells';

const row = (overrides: Partial<Parameters<typeof courseActions>[0]> = {}) => ({
  state: 1,
  has_test: false,
  test_complete: false,
  test_passed: false,
  test_score: null,
  ...overrides,
});

describe('Test Score column', () => {
  it("says 'N/A' when the course has no test", () => {
    expect(testScoreText(row({ has_test: false, test_complete: true, test_score: 90 }))).toBe('N/A');
  });
  it("says 'T.B.C' until the test is taken", () => {
    expect(testScoreText(row({ has_test: true }))).toBe('T.B.C');
    expect(testScoreText(row({ has_test: true, test_complete: false, test_score: 50 }))).toBe('T.B.C');
  });
  it('shows the percent once the test is complete', () => {
    expect(testScoreText(row({ has_test: true, test_complete: true, test_score: 85 }))).toBe('85%');
    expect(testScoreText(row({ has_test: true, test_complete: true, test_score: 0 }))).toBe('0%');
    expect(testScoreText(row({ has_test: true, test_complete: true, test_score: 66.6 }))).toBe('67%');
  });
});

describe('Passed Test column', () => {
  it("is 'N/A' without a test, 'T.B.C' until it is taken, then Yes or No", () => {
    expect(passedTestText(row())).toBe('N/A');
    expect(passedTestText(row({ has_test: true }))).toBe('T.B.C');
    expect(passedTestText(row({ has_test: true, test_complete: true, test_passed: false }))).toBe('No');
    expect(passedTestText(row({ has_test: true, test_complete: true, test_passed: true }))).toBe('Yes');
  });
});

describe('actions by state', () => {
  it('1: Start Course', () => {
    expect(courseActions(row({ state: 1 }))).toEqual(['start']);
  });
  it('2: Continue Course', () => {
    expect(courseActions(row({ state: 2 }))).toEqual(['continue']);
  });
  it('5: Take Test plus Continue Course', () => {
    expect(courseActions(row({ state: 5, has_test: true }))).toEqual(['take-test', 'continue']);
  });
  it('3: Download Certificate without a test, or with the test passed', () => {
    expect(courseActions(row({ state: 3 }))).toEqual(['certificate']);
    expect(courseActions(row({ state: 3, has_test: true, test_complete: true, test_passed: true }))).toEqual([
      'certificate',
    ]);
  });
  it('3: nothing when the course has a test that was not passed', () => {
    expect(courseActions(row({ state: 3, has_test: true, test_complete: true, test_passed: false }))).toEqual([]);
  });
  it('an unknown state offers nothing', () => {
    expect(courseActions(row({ state: 9 }))).toEqual([]);
  });
});
