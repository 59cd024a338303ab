import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render as renderTree, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { activateTestSourceLocale } from '../../test/i18n-wrapper';
import { VideoPlayer } from './video-player';

afterEach(() => {
  activateTestSourceLocale();
});

const render = (ui: ReactNode) => renderTree(<MantineProvider>{ui}</MantineProvider>);

const SOURCE = { src: '/_local/s3/video.mp4', type: 'video/mp4' };

/** The accessible text of video.js's play/pause button once the player is mounted. */
async function playControlText(container: HTMLElement): Promise<string> {
  let text = '';
  await waitFor(() => {
    text = container.querySelector('.vjs-play-control .vjs-control-text')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  return text;
}

// jsdom plays no media; video.js still builds its controls, which is what these look at.
describe("VideoPlayer's controls in the active language (issue 34)", () => {
  it("keeps video.js's English", async () => {
    const { container, unmount } = render(<VideoPlayer title="Induction" source={SOURCE} started />);
    expect(await playControlText(container)).toBe('Play');
    expect(container.querySelector('.vjs-mute-control .vjs-control-text')?.textContent).toBe('Mute');
    unmount();
  });

  it("names the controls in Polish, and in Spanish, from video.js's own translations", async () => {
    await act(() => activateLocale('pl'));
    const polish = render(<VideoPlayer title="Wprowadzenie" source={SOURCE} started />);
    expect(await playControlText(polish.container)).toBe('Odtwórz');
    expect(polish.container.querySelector('.vjs-mute-control .vjs-control-text')?.textContent).toBe('Wycisz');
    polish.unmount();

    await act(() => activateLocale('es'));
    const spanish = render(<VideoPlayer title="Introducción" source={SOURCE} started />);
    expect(await playControlText(spanish.container)).toBe('Reproducir');
    spanish.unmount();
  });
});
