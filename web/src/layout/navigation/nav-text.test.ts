import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { navigationFor, navText } from './nav-items';

describe('the navigation texts', () => {
  it('have a message for every section and item label of every role, its English exactly the label', () => {
    const labels = Object.values(ROLE).flatMap((roleId) =>
      [false, true].flatMap((suspended) =>
        navigationFor(roleId, suspended).flatMap((section) => [
          ...(section.label ? [section.label] : []),
          ...section.items.map((item) => item.label),
        ]),
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => navText(label)?.message !== label)).toEqual([]);
  });
});
