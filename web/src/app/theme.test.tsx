import { MantineProvider } from '@mantine/core';
import { DatePicker, DatePickerInput } from '@mantine/dates';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it("names every calendar's previous and next buttons (axe button-name), without each use naming them", async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <DatePicker aria-label="Deadline" defaultDate="2026-12-08" />
        <DatePickerInput label="Created between" type="range" />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Created between' }));
    expect(await screen.findAllByRole('button', { name: 'Next month' })).toHaveLength(2);
  });
});
