import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { SidePanel } from './side-panel';

/** A button that opens a panel which mounts only once opened (as lazily loaded panels do). */
function Opener({ removeOpenerOnClose = false }: { removeOpenerOnClose?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [started, setStarted] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      {!done && (
        <button type="button" onClick={() => (setOpened(true), setStarted(true))}>
          Start Test
        </button>
      )}
      <button type="button">Elsewhere</button>
      {started && (
        <SidePanel
          opened={opened}
          onClose={() => {
            setOpened(false);
            if (removeOpenerOnClose) setDone(true);
          }}
          title="Test"
        >
          <input aria-label="Answer" data-autofocus />
        </SidePanel>
      )}
    </>
  );
}

describe('SidePanel', () => {
  it('gives the focus back to the control that opened it, also when the panel mounted open (WCAG 2.4.3)', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Opener />
      </MantineProvider>,
    );
    const start = screen.getByRole('button', { name: 'Start Test' });
    start.focus();
    fireEvent.click(start);
    const answer = await screen.findByRole('textbox', { name: 'Answer' });
    await waitFor(() => expect(document.activeElement).toBe(answer));
    fireEvent.keyDown(answer, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(start));
  });

  it('leaves the focus alone when the opener is gone (the caller moves it)', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Opener removeOpenerOnClose />
      </MantineProvider>,
    );
    const start = screen.getByRole('button', { name: 'Start Test' });
    start.focus();
    fireEvent.click(start);
    const answer = await screen.findByRole('textbox', { name: 'Answer' });
    await waitFor(() => expect(document.activeElement).toBe(answer));
    fireEvent.keyDown(answer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start Test' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.activeElement).not.toBe(start);
  });

  it('tells the page its width while open, so the toasts keep clear of its title and close button', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Opener />
      </MantineProvider>,
    );
    const root = document.documentElement;
    expect(root.hasAttribute('data-side-panel')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start Test' }));
    const answer = await screen.findByRole('textbox', { name: 'Answer' });
    expect(root.hasAttribute('data-side-panel')).toBe(true);
    expect(root.style.getPropertyValue('--side-panel-width')).toBe('560px');
    fireEvent.keyDown(answer, { key: 'Escape' });
    await waitFor(() => expect(root.hasAttribute('data-side-panel')).toBe(false));
    expect(root.style.getPropertyValue('--side-panel-width')).toBe('');
  });
});
