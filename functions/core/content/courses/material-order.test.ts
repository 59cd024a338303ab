import { describe, expect, it } from 'vitest';
import { isCompleteOrder } from './material-order';
import { normaliseExternalLink } from './external-link';
import { normaliseTopics } from './course-fields';

describe('material sort order', () => {
  const current = ['a', 'b', 'c'];
  it('accepts every material once, in any order', () => {
    expect(isCompleteOrder(current, ['c', 'a', 'b'])).toBe(true);
  });
  it('refuses missing, repeated or foreign ids', () => {
    expect(isCompleteOrder(current, ['c', 'a'])).toBe(false);
    expect(isCompleteOrder(current, ['c', 'a', 'a'])).toBe(false);
    expect(isCompleteOrder(current, ['c', 'a', 'x'])).toBe(false);
    expect(isCompleteOrder(current, ['a', 'b', 'c', 'd'])).toBe(false);
  });
});

describe('external links', () => {
  it('accepts absolute http and https URLs', () => {
    expect(normaliseExternalLink(' https://www.hse.gov.uk/fire ')).toBe('https://www.hse.gov.uk/fire');
    expect(normaliseExternalLink('HTTP://Example.test')).toBe('http://example.test/');
  });
  it('refuses other schemes, relative URLs and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://x.test',
      'data:text/html,x',
      '//x.test',
      'www.x.test',
      'https://',
      'https://user:pw@x.test',
    ]) {
      expect(normaliseExternalLink(url), url).toBeUndefined();
    }
  });
});

describe('topics', () => {
  it('trims and drops repeats (case-insensitive)', () => {
    expect(normaliseTopics([' Fire ', 'fire', 'First  Aid', ''])).toEqual(['Fire', 'First Aid']);
  });
});
