import { describe, expect, it } from 'vitest';
import { formatDuration, splitMinutes, toTotalMinutes } from './duration';

describe('course duration', () => {
  it('reads minutes under an hour as minutes', () => {
    expect(formatDuration(0)).toBe('0 minutes');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(45)).toBe('45 minutes');
  });

  it('reads an hour or more as hours and minutes', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 mins');
    expect(formatDuration(125)).toBe('2 hr 5 mins');
  });

  it('treats missing or negative values as zero', () => {
    expect(formatDuration(Number.NaN)).toBe('0 minutes');
    expect(formatDuration(-5)).toBe('0 minutes');
  });

  it('folds hours into minutes and back', () => {
    expect(toTotalMinutes(2, 15)).toBe(135);
    expect(toTotalMinutes(0, 0)).toBe(0);
    expect(toTotalMinutes(-1, 20)).toBe(20);
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(59)).toEqual({ hours: 0, minutes: 59 });
  });
});
