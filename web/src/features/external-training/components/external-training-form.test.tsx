import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { trainingRecord } from '../../../test/external-training-fixtures';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { certificateAccept } from '../lib/certificate-rules';
import { ExternalTrainingForm } from './external-training-form';

const SERVER_ERRORS = {
  name: ['The name may not be greater than 255 characters.'],
  completed: ['The completed is not a valid date.'],
  body: ['The body field is required.'],
  score: ['The score may not be greater than 100.'],
  cost: ['The cost may have at most 2 decimal places.'],
  deadline: ['The deadline must be a date after or equal to completed.'],
};

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('External training panel form', () => {
  it('shows the server field errors under name, completed, body, score, cost and deadline and stays open', async () => {
    signInAs(3, 'u1');
    const record = trainingRecord(1);
    const calls = mockFetch(
      byPath({
        '/v1/external-training': () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: SERVER_ERRORS },
        }),
      }),
    );
    const onDone = vi.fn();
    renderWithApp(<ExternalTrainingForm record={record} admin={false} onDone={onDone} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));

    for (const [field, [message]] of Object.entries(SERVER_ERRORS)) {
      expect(await screen.findByText(message!), field).toBeTruthy();
    }
    // Each message sits under its own field (the input names it as its error description).
    const name = screen.getByRole('textbox', { name: /Course Title/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Institute \/ Body/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Score/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Cost/ }).getAttribute('aria-invalid')).toBe('true');
    // The panel stays open with what was typed, and the message shows as a toast.
    expect(onDone).not.toHaveBeenCalled();
    expect((name as HTMLInputElement).value).toBe('Course 1');
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();

    const save = calls.find((call) => call.url.startsWith('/v1/external-training/et1'))!;
    expect(save.init.method).toBe('PATCH');
    const body = JSON.parse(String(save.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Course 1',
      completed: '2025-03-03',
      type: 353362,
      body: 'St John Ambulance',
      score: 92,
      result: 'passed',
      cost: 195,
      deadline: '2028-03-03',
    });
    // No new certificate: the stored one is left as it is.
    expect(body).not.toHaveProperty('s3_url');
  });

  it('saves, says so with the spec message and closes', async () => {
    signInAs(3, 'u1');
    const record = trainingRecord(1);
    mockFetch(byPath({ '/v1/external-training': () => ({ status: 200, body: { data: record } }) }));
    const onDone = vi.fn();
    renderWithApp(<ExternalTrainingForm record={record} admin={false} onDone={onDone} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(EXTERNAL_TRAINING_MSG.UPDATED)).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('checks the required fields before calling the server', async () => {
    signInAs(3, 'u1');
    const calls = mockFetch(byPath({}));
    renderWithApp(<ExternalTrainingForm record={null} admin={false} onDone={vi.fn()} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/v1/external-training'))).toBe(false);
  });

  it('offers the create accept list on Add and the edit list on Edit', async () => {
    signInAs(3, 'u1');
    mockFetch(byPath({}));
    const { unmount } = renderWithApp(<ExternalTrainingForm record={null} admin={false} onDone={vi.fn()} />);
    await screen.findByRole('button', { name: 'Save' });
    const createAccept = fileInput().getAttribute('accept')!.split(',');
    for (const ext of ['.png', '.jpg', '.pdf', '.docx', '.doc', '.xls', '.xlsx', '.ppt', '.pptx']) {
      expect(createAccept).toContain(ext);
    }
    expect(
      screen.getByText(/One file: png, jpg, jpeg, pdf, docx, doc, xls, xlsx, ppt, pptx, up to 10 MB/),
    ).toBeTruthy();
    unmount();

    renderWithApp(<ExternalTrainingForm record={trainingRecord(2)} admin={false} onDone={vi.fn()} />);
    await screen.findByRole('button', { name: 'Update' });
    const editAccept = fileInput().getAttribute('accept')!.split(',');
    for (const ext of ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx']) expect(editAccept).toContain(ext);
    for (const ext of ['.xls', '.xlsx', '.ppt', '.pptx']) expect(editAccept).not.toContain(ext);
    expect(Object.values(certificateAccept('edit')).flat().sort()).toEqual([
      '.doc',
      '.docx',
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
    ]);
  });

  it('refuses a file of another type with an error notification and keeps no file', async () => {
    signInAs(3, 'u1');
    const calls = mockFetch(byPath({}));
    renderWithApp(<ExternalTrainingForm record={trainingRecord(3)} admin={false} onDone={vi.fn()} />);
    await screen.findByRole('button', { name: 'Update' });

    const sheet = new File(['a,b\n1,2\n'], 'scores.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(fileInput(), { target: { files: [sheet] } });
    expect(await screen.findByText(EXTERNAL_TRAINING_MSG.FILE_TYPE_NOT_ALLOWED)).toBeTruthy();
    expect(screen.queryByText('scores.xlsx')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/v1/sign'))).toBe(false);
  });
});
