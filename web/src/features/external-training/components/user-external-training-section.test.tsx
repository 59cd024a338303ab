import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trainingPage, trainingRecord } from '../../../test/external-training-fixtures';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { UserExternalTrainingSection } from './user-external-training-section';

describe("A user's external training section", () => {
  it("lists the user's records read only, with the certificate where there is one", async () => {
    signInAs(4, 'manager-1');
    const withFile = trainingRecord(1, {
      file: {
        url: 'https://files.example/c.pdf?sig=1',
        original_name: 'c.pdf',
        mime_type: 'application/pdf',
        size: 10,
      },
    });
    const calls = mockFetch(
      byPath({
        '/v1/users/u7/external-training': () => ({ status: 200, body: trainingPage([withFile, trainingRecord(2)]) }),
      }),
    );
    renderWithApp(<UserExternalTrainingSection userId="u7" name="Chloe Evans" />);

    const table = await screen.findByRole('table', { name: 'External training of Chloe Evans' });
    expect(await within(table).findByText('Course 1')).toBeTruthy();
    expect(within(table).getByText('Course 2')).toBeTruthy();
    // An admin screen writes dates as its report files do (dd-mm-yyyy), not the learner's long date.
    expect(within(table).getAllByText('03-03-2025')).toHaveLength(2);
    expect(within(table).queryByText('Monday, 3 March 2025')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Certificate' })).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: /View the certificate of/ })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('says when the user has none', async () => {
    signInAs(2);
    mockFetch(byPath({ '/v1/users/u8/external-training': () => ({ status: 200, body: trainingPage([]) }) }));
    renderWithApp(<UserExternalTrainingSection userId="u8" name="Noah Price" />);
    expect(await screen.findByText('Noah Price has no external training recorded.')).toBeTruthy();
  });
});
