import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { CourseDescription } from './course-description';

// jsdom lays nothing out: the description's full height is what the test says it is.
function withHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(px);
}

function renderDescription() {
  render(
    <MantineProvider theme={theme} env="test">
      <CourseDescription html="<p>Intro.</p><h2>Who it is for</h2><p>Everyone.</p>" />
    </MantineProvider>,
  );
  return screen.getByText('Intro.').closest('[id]')!;
}

describe('CourseDescription', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cuts a long description with its last lines fading out, and Show more below it opens it whole', () => {
    withHeight(300);
    const text = renderDescription();
    expect(text.hasAttribute('data-collapsed')).toBe(true);
    // The fade (the CSS's mask) is on, so the cut never ends in half a line of letters.
    expect(text.hasAttribute('data-clamped')).toBe(true);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    // Show more is outside the cut box, not over the text.
    expect(text.contains(more)).toBe(false);

    fireEvent.click(more);
    expect(text.hasAttribute('data-collapsed')).toBe(false);
    expect(text.hasAttribute('data-clamped')).toBe(false);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a short description whole, never faded, without Show more', () => {
    withHeight(60);
    const text = renderDescription();
    expect(text.hasAttribute('data-clamped')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
