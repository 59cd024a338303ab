import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MB, MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { FakePartStorage } from '../../../test/fake-part-storage';
import { multipartApi } from '../../../test/multipart-api';
import { mockFetch, renderWithApp } from '../../../test/render';
import { getUploadsStore, resetUploadsStoreForTests } from '../../uploads/tray/uploads-store';
import { MaterialFormPanel } from './material-form-panel';

function sized(name: string, type: string, size: number): File {
  const file = new File(['PK\u0003\u0004'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeAll(() => {
  // jsdom has no FontFaceSet; the description's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

beforeEach(() => {
  resetUploadsStoreForTests();
  localStorage.clear();
  FakePartStorage.reset();
  vi.stubGlobal('XMLHttpRequest', FakePartStorage);
});

afterEach(() => vi.unstubAllGlobals());

/** Every call but the read of the company's limits: what an upload would have sent. */
const sent = (calls: { url: string }[]) => calls.filter((call) => call.url !== '/v1/sign/limits');
const ZIP_KEY = 'c/1/course-package/u1/course.zip';

describe('MaterialFormPanel: Add E-learning Package', () => {
  it('says what a package is and refuses a file that is not a zip, or over 500 MB, before sending it', async () => {
    const calls = mockFetch(multipartApi().handler);
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={vi.fn()} />, { mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { name: 'Add E-learning Package' })).toBeTruthy();
    expect(screen.getByText(/imsmanifest\.xml, tincan\.xml or cmi5\.xml at the root/)).toBeTruthy();
    expect(screen.getByText('zip (SCORM, xAPI or cmi5), up to 500 MB')).toBeTruthy();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);

    choose(sized('course.rar', 'application/x-rar', MB));
    expect(await screen.findByText('The file must be a zip (SCORM, xAPI or cmi5) file.')).toBeTruthy();
    choose(sized('course.zip', 'application/zip', 501 * MB));
    expect(await screen.findByText('The file may not be larger than 500 MB.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it('uploads the zip in parts with progress, then adds the package material with its key', async () => {
    FakePartStorage.autoRelease = false;
    const api = multipartApi({ key: ZIP_KEY });
    const calls = mockFetch(api.handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fire drill (SCORM)' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'The interactive drill.' } });
    choose(sized('course.zip', 'application/zip', 40 * MB));

    // While the parts travel the panel shows how far it is.
    expect(await screen.findByText(/^Uploading course\.zip: /)).toBeTruthy();
    await waitFor(() => expect(FakePartStorage.puts).toHaveLength(3));
    const create = api.asked.find((call) => call.url === '/v1/sign/multipart')!;
    expect(create.body).toEqual({
      type: 'course-package',
      file_name: 'course.zip',
      content_type: 'application/zip',
      size: 40 * MB,
    });
    FakePartStorage.releaseAll();

    expect(await screen.findByText('course.zip')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const added = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(added.init.body))).toEqual({
      course: 'c1',
      type: 'package',
      title: 'Fire drill (SCORM)',
      description: 'The interactive drill.',
      s3_url: ZIP_KEY,
    });
    expect(await screen.findByText(MSG.PACKAGE_ADDED)).toBeTruthy();
  }, 20_000);

  it('queues the save when Add is pressed while the upload runs, closes, and adds it when the upload finishes', async () => {
    FakePartStorage.autoRelease = false;
    const api = multipartApi({ key: ZIP_KEY });
    const calls = mockFetch(api.handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fire drill' } });
    choose(sized('course.zip', 'application/zip', 40 * MB));
    await waitFor(() => expect(FakePartStorage.puts.length).toBeGreaterThan(0));

    const add = screen.getByRole('button', { name: 'Add Package' });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    expect(await screen.findByText('course.zip will be added to the course when its upload finishes.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((call) => call.url === '/v1/course/add/training-material')).toBe(false);

    FakePartStorage.releaseAll();
    await waitFor(() => expect(getUploadsStore().getSnapshot()[0]?.status).toBe('added'));
    const added = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(added.init.body))).toEqual({
      course: 'c1',
      type: 'package',
      title: 'Fire drill',
      description: null,
      s3_url: ZIP_KEY,
    });
  }, 20_000);

  it('asks before closing on a running upload: Keep editing keeps it, Discard stops it and aborts it on the server', async () => {
    FakePartStorage.autoRelease = false;
    const api = multipartApi({ key: ZIP_KEY });
    mockFetch(api.handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fire drill' } });
    choose(sized('course.zip', 'application/zip', 40 * MB));
    await waitFor(() => expect(FakePartStorage.puts.length).toBeGreaterThan(0));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard course.zip?' });
    expect(
      within(ask).getByText('It has not been added to the course. Closing stops its upload and discards the file.'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard course.zip?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(getUploadsStore().getSnapshot()[0]?.status).toBe('uploading');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard course.zip?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getUploadsStore().getSnapshot()).toEqual([]);
    await waitFor(() => expect(api.asked.some((call) => call.url === '/v1/sign/multipart/abort')).toBe(true));
  }, 20_000);

  it('asks before closing on a file uploaded but not added', async () => {
    const api = multipartApi({ key: ZIP_KEY });
    mockFetch(api.handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    await screen.findByLabelText(/^Title/);
    choose(sized('course.zip', 'application/zip', 40 * MB));
    expect(await screen.findByText('course.zip')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard course.zip?' });
    expect(within(ask).getByText('It has not been added to the course. Closing discards the file.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.asked.some((call) => call.url === '/v1/sign/multipart/abort')).toBe(false);
  }, 20_000);

  it('closes at once when no file was chosen', async () => {
    mockFetch(multipartApi().handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fire drill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: /^Discard/ })).toBeNull();
  });

  it("offers the package manifest's title when none is typed", async () => {
    const api = multipartApi({
      key: 'c/1/course-package/u1/drill.zip',
      extra: (url) =>
        url === '/v1/sign/multipart/complete'
          ? {
              status: 200,
              body: {
                data: {
                  key: 'c/1/course-package/u1/drill.zip',
                  size: MB,
                  mime_type: 'application/zip',
                  original_name: 'drill.zip',
                  package_title: 'Fire Drill Essentials',
                },
              },
            }
          : undefined,
    });
    const calls = mockFetch(api.handler);
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    choose(sized('drill.zip', 'application/zip', MB));
    await waitFor(() => expect(title.value).toBe('Fire Drill Essentials'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const added = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(added.init.body))).toMatchObject({ title: 'Fire Drill Essentials' });
  }, 20_000);

  it('asks for the zip when Add is pressed without one', async () => {
    const calls = mockFetch(multipartApi().handler);
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={vi.fn()} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Drill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    expect(await screen.findByText(MSG.MATERIAL_FILE_REQUIRED)).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });
});
