import { describe, expect, it } from 'vitest';
import { CRUMB } from './breadcrumbs';
import { SCREEN_TEXT } from './screen-text';
import { SCREENS } from './screens';

describe('the screen texts', () => {
  it('have a message for every screen title and breadcrumb, its English exactly the text', () => {
    const texts = [
      ...Object.values(SCREENS).map((screen) => screen.title),
      ...Object.values(CRUMB).map((crumb) => crumb.label),
    ];
    const missing = texts.filter((text) => SCREEN_TEXT[text]?.message !== text);
    expect(missing).toEqual([]);
  });
});
