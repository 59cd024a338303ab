import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusFilter } from './status-filter';

function Harness() {
  const [value, setValue] = useState('all');
  return <StatusFilter value={value} onChange={setValue} />;
}

describe('StatusFilter', () => {
  it('is one choice of four radios in the Status group; choosing one checks it alone', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(4);
    const all = screen.getByRole<HTMLInputElement>('radio', { name: 'Show All' });
    const progress = screen.getByRole<HTMLInputElement>('radio', { name: 'In progress' });
    expect(all.checked).toBe(true);
    expect(progress.checked).toBe(false);
    fireEvent.click(progress);
    expect(progress.checked).toBe(true);
    expect(all.checked).toBe(false);
    // The chosen chip shows the check mark, as Mantine's Chip.
    expect(progress.nextElementSibling?.querySelector('svg')).toBeTruthy();
    expect(all.nextElementSibling?.querySelector('svg')).toBeNull();
  });
});
