import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { FakePartStorage } from '../../../test/fake-part-storage';
import { multipartApi } from '../../../test/multipart-api';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createResumeState } from './resume-state';
import { getUploadsStore, resetUploadsStoreForTests } from './uploads-store';
import UploadsTray from './uploads-tray';

function video(name: string, size: number, lastModified = 1_700_000_000_000): File {
  const file = new File(['x'], name, { type: 'video/mp4', lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  resetUploadsStoreForTests();
  localStorage.clear();
  FakePartStorage.reset();
  vi.stubGlobal('XMLHttpRequest', FakePartStorage);
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadsTray', () => {
  it('is not there while nothing uploads', async () => {
    mockFetch(multipartApi().handler);
    renderWithApp(<UploadsTray />, { mantineEnv: 'test' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /^Uploads/ })).toBeNull();
  });

  it('lists a running upload with its progress bar, and cancels it on the server after a confirmation', async () => {
    FakePartStorage.autoRelease = false;
    FakePartStorage.progressBytes = 8 * MB;
    const api = multipartApi();
    mockFetch(api.handler);
    renderWithApp(<UploadsTray />, { mantineEnv: 'test' });
    getUploadsStore().start('course-video', video('Intro.mp4', 40 * MB));

    fireEvent.click(await screen.findByRole('button', { name: 'Uploads (1 running)' }));
    const bar = await screen.findByRole('progressbar', { name: 'Intro.mp4' });
    // Three parts under way, each half sent: 24 MB of 40.
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    expect(screen.getByText(/^60%/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause Intro.mp4' })).toBeTruthy();
    expect(await axeViolations(screen.getByRole('list'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Intro.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel upload' });
    expect(
      within(dialog).getByText('Stop uploading Intro.mp4? The parts sent so far are deleted and it cannot be resumed.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() =>
      expect(api.asked.find((call) => call.url === '/v1/sign/multipart/abort')?.body).toEqual({
        key: 'c/1/course-video/u1/Intro.mp4',
        upload_id: 'up1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Uploads/ })).toBeNull());
  }, 20_000);

  it('pauses (the parts in flight stop) and resumes from the parts stored', async () => {
    FakePartStorage.autoRelease = false;
    const api = multipartApi({ stored: [] });
    mockFetch(api.handler);
    renderWithApp(<UploadsTray />, { mantineEnv: 'test' });
    getUploadsStore().start('course-video', video('Intro.mp4', 40 * MB));
    fireEvent.click(await screen.findByRole('button', { name: 'Uploads (1 running)' }));
    await waitFor(() => expect(FakePartStorage.puts).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Pause Intro.mp4' }));
    expect(await screen.findByText(/^Paused at \d+%$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploads' })).toBeTruthy();
    FakePartStorage.releaseAll(); // the aborted requests' answers are ignored

    FakePartStorage.autoRelease = true;
    FakePartStorage.puts = [];
    fireEvent.click(screen.getByRole('button', { name: 'Resume Intro.mp4' }));
    await waitFor(() => expect(getUploadsStore().getSnapshot()[0]?.status).toBe('uploaded'));
    expect(api.asked.some((call) => call.url === '/v1/sign/multipart/list')).toBe(true);
    expect(FakePartStorage.puts.map((put) => put.partNumber).sort()).toEqual([1, 2, 3]);
  }, 20_000);

  it('keeps the upload when the confirmation is refused', async () => {
    FakePartStorage.autoRelease = false;
    const api = multipartApi();
    mockFetch(api.handler);
    renderWithApp(<UploadsTray />, { mantineEnv: 'test' });
    getUploadsStore().start('course-video', video('Intro.mp4', 40 * MB));
    fireEvent.click(await screen.findByRole('button', { name: 'Uploads (1 running)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Intro.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel upload' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep uploading' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel upload' })).toBeNull());
    expect(api.asked.some((call) => call.url === '/v1/sign/multipart/abort')).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Intro.mp4' })).toBeTruthy();
  }, 20_000);

  it('after a reload asks for the file again, refuses another, and resumes from the parts stored', async () => {
    createResumeState('anonymous').put({
      id: 'u1',
      kind: 'course-video',
      key: 'c/1/course-video/u1/Intro.mp4',
      upload_id: 'up1',
      file: { name: 'Intro.mp4', size: 40 * MB, lastModified: 1_700_000_000_000, type: 'video/mp4' },
      plan: { partSize: 16 * MB, partCount: 3 },
      save: null,
    });
    const api = multipartApi({ stored: [1, 2] });
    mockFetch(api.handler);
    renderWithApp(<UploadsTray />, { mantineEnv: 'test' });

    fireEvent.click(await screen.findByRole('button', { name: 'Uploads' }));
    expect(screen.getByText('Paused. Choose Intro.mp4 again to resume.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Intro.mp4 again to resume' })).toBeTruthy();
    expect(await axeViolations(screen.getByRole('list'))).toEqual([]);

    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [video('Other.mp4', 40 * MB)] } });
    expect(
      await screen.findByText(
        'That is not the file that was uploading. Choose Intro.mp4 (40 MB), unchanged since the upload started, to resume.',
      ),
    ).toBeTruthy();
    expect(FakePartStorage.puts).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [video('Intro.mp4', 40 * MB)] } });
    await waitFor(() => expect(getUploadsStore().getSnapshot()[0]?.status).toBe('uploaded'));
    expect(FakePartStorage.puts.map((put) => put.partNumber)).toEqual([3]);
    expect(
      await screen.findByText('Uploaded, but not added to a course: its panel was closed without Add.'),
    ).toBeTruthy();
  }, 20_000);
});
