import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type TAsset } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { asset } from '../../learning/test-fixtures';
import { MaterialEditPanel } from './material-edit-panel';

const video: TAsset = asset({
  id: 'v1',
  title: 'Induction video',
  asset_type: 'video',
  captions: [
    {
      kind: 'captions',
      language: 'en',
      label: 'English',
      url: 'https://files.test/en.vtt',
      original_name: 'induction.en.vtt',
    },
  ],
});

beforeAll(() => {
  // jsdom has no FontFaceSet; the description's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

function patchBodies(calls: { url: string; init: RequestInit }[]) {
  return calls
    .filter((call) => call.url === '/v1/assets/v1' && call.init.method === 'PATCH')
    .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
}

describe('MaterialEditPanel captions', () => {
  it('shows a stored track, removes it after a confirmation and saves the new list', async () => {
    const calls = mockFetch(() => ({
      status: 200,
      body: { data: { ...video, captions: [] }, message: MSG.MATERIAL_UPDATED },
    }));
    const onClose = vi.fn();
    renderWithApp(<MaterialEditPanel asset={video} onClose={onClose} />);
    expect(await screen.findByText('Captions, language en: induction.en.vtt')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe('English');

    fireEvent.click(screen.getByRole('button', { name: 'Remove captions (English)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove captions' });
    expect(within(dialog).getByText(MSG.CAPTIONS_REMOVE_CONFIRM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This video has no captions yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patchBodies(calls)).toEqual([{ title: 'Induction video', description: null, captions: [] }]);
  });

  it('keeps a stored track (no s3_url) and asks for the file of a new one before saving', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: video, message: MSG.MATERIAL_UPDATED } }));
    const onClose = vi.fn();
    renderWithApp(<MaterialEditPanel asset={video} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add captions or description' }));
    // English captions exist: the new track is the text description, in English by default.
    expect(await screen.findByText('Audio description (text) (en)')).toBeTruthy();
    expect(screen.getByText('WebVTT (.vtt), up to 1 MB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.CAPTIONS_FILE_REQUIRED)).toBeTruthy();
    expect(patchBodies(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove audio description (text) (English (described))' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove audio description (text)' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Audio description (text) (en)')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patchBodies(calls)).toEqual([
      {
        title: 'Induction video',
        description: null,
        captions: [{ kind: 'captions', language: 'en', label: 'English' }],
      },
    ]);
  });

  it("puts the server's track errors under the track's fields", async () => {
    mockFetch(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'captions.0.label': ['The label field is wrong.'] } },
    }));
    renderWithApp(<MaterialEditPanel asset={video} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const label = await screen.findByRole('textbox', { name: /^Label/ });
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The label field is wrong.').length).toBeGreaterThan(0);
  });

  it('has no captions section for a document', async () => {
    mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MaterialEditPanel asset={asset({ id: 'd1', asset_type: 'document' })} onClose={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText('Captions and descriptions')).toBeNull();
  });
});
