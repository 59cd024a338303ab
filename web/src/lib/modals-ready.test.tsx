import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalsHost } from '../layout/modals-host';
import { confirmAction } from './confirm';

describe('confirmations through the ModalsHost', () => {
  it('mounts the provider on the first confirmation, shows it, and resolves with the answer', async () => {
    render(
      <MantineProvider env="test">
        <ModalsHost />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmAction({ title: 'Delete course', message: 'Delete Fire Safety?', confirmLabel: 'Delete' });
    });
    expect(await screen.findByText('Delete Fire Safety?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);

    // The provider stays: the next confirmation opens at once, and cancel answers false.
    act(() => {
      answer = confirmAction({ title: 'Leave', message: 'Leave the page?' });
    });
    expect(await screen.findByText('Leave the page?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
