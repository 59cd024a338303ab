import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { multipartApi } from '../../../test/multipart-api';
import { mockFetch, renderWithApp } from '../../../test/render';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { resetUploadsStoreForTests } from '../../uploads/tray/uploads-store';
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

/** Every call but the read of the company's limits: what an upload would have sent. */
const sent = (calls: { url: string }[]) => calls.filter((call) => call.url !== '/v1/sign/limits');

beforeEach(() => {
  resetUploadsStoreForTests();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadField: a course video', () => {
  it('refuses a file of the wrong type before anything is sent', async () => {
    const calls = mockFetch(multipartApi().handler);
    renderWithApp(<Harness onUploaded={vi.fn()} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mov', 'video/quicktime', MB));
    expect(await screen.findByText('The file must be an MP4 file.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it('refuses a video over the default 150 MB before anything is sent', async () => {
    const calls = mockFetch(multipartApi().handler);
    renderWithApp(<Harness onUploaded={vi.fn()} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mp4', 'video/mp4', 151 * MB));
    expect(await screen.findByText('The file may not be larger than 150 MB.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it("shows the company's own limit beside the zone and holds the file to it", async () => {
    const calls = mockFetch(multipartApi({ limit: 2048 * MB }).handler);
    renderWithApp(<Harness onUploaded={vi.fn()} />);
    expect(await screen.findByText('MP4, up to 2 GB')).toBeTruthy();
    choose(sized('induction.mp4', 'video/mp4', 2500 * MB));
    expect(await screen.findByText('The file may not be larger than 2 GB.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it("shows the server's refusal of the upload under the field", async () => {
    const api = multipartApi({
      extra: (url) =>
        url === '/v1/sign/multipart'
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { size: ['The video may not be larger than 150 MB.'] },
              },
            }
          : undefined,
    });
    mockFetch(api.handler);
    const onUploaded = vi.fn();
    renderWithApp(<Harness onUploaded={onUploaded} />);
    await screen.findByText('MP4, up to 150 MB');
    choose(sized('talk.mp4', 'video/mp4', 2 * MB));
    expect(await screen.findByText('The video may not be larger than 150 MB.')).toBeTruthy();
    await waitFor(() => expect(onUploaded).not.toHaveBeenCalled());
  });
});
