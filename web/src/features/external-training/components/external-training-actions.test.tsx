import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { trainingRecord } from '../../../test/external-training-fixtures';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ExternalTrainingActions } from './external-training-actions';

const WITH_FILE = trainingRecord(1, {
  file: {
    url: 'https://files.example/cert.pdf?sig=1',
    original_name: 'cert.pdf',
    mime_type: 'application/pdf',
    size: 900,
  },
  s3_url: 'c1/certificates/cert.pdf',
});

function deletes(calls: { url: string; init: RequestInit }[], path: string) {
  return calls.filter((call) => call.url === path && call.init.method === 'DELETE');
}

describe('External training row actions', () => {
  it('offers the certificate only when a file exists', async () => {
    signInAs(3, 'u1');
    mockFetch(byPath({}));
    const { unmount } = renderWithApp(<ExternalTrainingActions record={trainingRecord(2)} onEdit={vi.fn()} />);
    await screen.findByRole('button', { name: 'Edit Course 2' });
    expect(screen.queryByRole('link', { name: /certificate/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /certificate/i })).toBeNull();
    unmount();

    renderWithApp(<ExternalTrainingActions record={WITH_FILE} onEdit={vi.fn()} />);
    const view = await screen.findByRole('link', { name: 'View the certificate of Course 1' });
    expect(view.getAttribute('href')).toBe(WITH_FILE.file!.url);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Delete the certificate of Course 1' })).toBeTruthy();
  });

  it('deletes the certificate only after Continue', async () => {
    signInAs(3, 'u1');
    const calls = mockFetch(
      byPath({
        '/v1/external-training-certificate': () => ({ status: 200, body: { data: { ...WITH_FILE, file: null } } }),
      }),
    );
    renderWithApp(<ExternalTrainingActions record={WITH_FILE} onEdit={vi.fn()} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete the certificate of Course 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete certificate' });
    expect(within(dialog).getByText(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETE_CONFIRM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete certificate' })).toBeNull());
    expect(deletes(calls, '/v1/external-training-certificate/et1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the certificate of Course 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete certificate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(deletes(calls, '/v1/external-training-certificate/et1')).toHaveLength(1));
    expect(await screen.findByText(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETED)).toBeTruthy();
  });

  it('deletes the record only after Yes', async () => {
    signInAs(3, 'u1');
    const calls = mockFetch(
      byPath({
        '/v1/external-training': () => ({ status: 200, body: { message: EXTERNAL_TRAINING_MSG.DELETED } }),
      }),
    );
    const onEdit = vi.fn();
    renderWithApp(<ExternalTrainingActions record={trainingRecord(4)} onEdit={onEdit} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Course 4' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'et4' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Course 4' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete external training' });
    expect(within(dialog).getByText(EXTERNAL_TRAINING_MSG.DELETE_CONFIRM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete external training' })).toBeNull());
    expect(deletes(calls, '/v1/external-training/et4')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Course 4' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete external training' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deletes(calls, '/v1/external-training/et4')).toHaveLength(1));
    expect(await screen.findByText(EXTERNAL_TRAINING_MSG.DELETED)).toBeTruthy();
  });
});
