import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { activateLocale } from '../../i18n/language';
import { DropArea } from './drop-area';

afterEach(() => activateLocale('en-GB'));

function renderArea() {
  render(
    <MantineProvider theme={theme} env="test">
      <DropArea
        label="Certificate: drop a file here or press Enter to choose one"
        prompt="Drop a file here or click to choose one"
        onDrop={() => undefined}
      />
    </MantineProvider>,
  );
}

describe('the drop area’s names (issue 34)', () => {
  it('names the area by its label and its file input by what it is for', () => {
    renderArea();
    expect(screen.getByLabelText('Certificate: drop a file here or press Enter to choose one').tagName).not.toBe(
      'INPUT',
    );
    const input = document.querySelector('input[type="file"]');
    expect(input?.getAttribute('aria-label')).toBe('Choose a file');
  });

  it('names the file input in the user’s language', async () => {
    await act(() => activateLocale('pl'));
    renderArea();
    expect(document.querySelector('input[type="file"]')?.getAttribute('aria-label')).toBe('Wybierz plik');
  });
});
