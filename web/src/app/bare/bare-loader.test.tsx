import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { BarePageLoader } from './bare-loader';

describe('the bare page loader', () => {
  it('is a polite status with a labelled spinner that axe allows (a label needs a role)', async () => {
    render(<BarePageLoader />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Loading' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
