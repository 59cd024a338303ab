import { describe, expect, it } from 'vitest';
import { CRUMB } from '../routes/breadcrumbs';
import { SCREENS } from '../routes/screens';
import { specTexts } from './spec-texts';

describe('the spec texts', () => {
  it('hold every screen title and breadcrumb, which the layout shows through specText', () => {
    const texts = new Set(specTexts());
    const missing = [
      ...Object.values(SCREENS).map((screen) => screen.title),
      ...Object.values(CRUMB).map((crumb) => crumb.label),
    ].filter((text) => !texts.has(text));
    expect(missing).toEqual([]);
  });
});
