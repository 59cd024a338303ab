import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { specTexts } from '../../i18n/spec-texts';
import { navigationFor, navText } from './nav-items';

describe('the navigation texts', () => {
  it('have a message for every section and item label of every role: its own, or the spec text of its screen', () => {
    const labels = Object.values(ROLE).flatMap((roleId) =>
      [false, true].flatMap((suspended) =>
        navigationFor(roleId, suspended).flatMap((section) => [
          ...(section.label ? [section.label] : []),
          ...section.items.map((item) => item.label),
        ]),
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    const spec = new Set(specTexts());
    const own = (label: string) => navText(label)?.message === label;
    expect(labels.filter((label) => !own(label) && !spec.has(label))).toEqual([]);
  });
});
