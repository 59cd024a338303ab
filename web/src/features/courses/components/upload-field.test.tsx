import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { UploadField } from './upload-field';

function Harness({ onUploaded }: { onUploaded: (file: TUploadedFile | null) => void }) {
  const [file, setFile] = useState<TUploadedFile | null>(null);
  return (
    <UploadField
      kind="course-video"
      label="File"
      uploaded={file}
      onUploaded={(next) => {
        setFile(next);
        onUploaded(next);
      }}
    />
  );
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadField', () => {
  it('refuses a file of the wrong type before anything is sent', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<Harness onUploaded={vi.fn()} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mov', 'video/quicktime', MB));
    expect(await screen.findByText('The file must be an MP4 file.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a video over 150 MB before anything is sent', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<Harness onUploaded={vi.fn()} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mp4', 'video/mp4', 151 * MB));
    expect(await screen.findByText('The file may not be larger than 150 MB.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server refusal after the upload is checked', async () => {
    mockFetch((url) =>
      url === '/v1/sign'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { size: ['The file is too large for this kind of upload.'] },
            },
          }
        : { status: 200, body: {} },
    );
    const onUploaded = vi.fn();
    renderWithApp(<Harness onUploaded={onUploaded} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mp4', 'video/mp4', 2 * MB));
    expect(await screen.findByText('The file is too large for this kind of upload.')).toBeTruthy();
    await waitFor(() => expect(onUploaded).not.toHaveBeenCalled());
  });
});
