import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MB, MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
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

/** Storage's side of the presigned POST: reports half the file sent, then accepts it once released. */
class FakeStorageUpload {
  static sent: { url: string; body: FormData }[] = [];
  static release: (() => void) | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    FakeStorageUpload.sent.push({ url: this.url, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    FakeStorageUpload.release = () => {
      this.status = 204;
      this.onload?.();
    };
  }
}

beforeAll(() => {
  // jsdom has no FontFaceSet; the description's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeStorageUpload.sent = [];
  FakeStorageUpload.release = null;
});

describe('MaterialFormPanel: Add E-learning Package', () => {
  it('says what a package is and refuses a file that is not a zip, or over 500 MB, before sending it', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={vi.fn()} />, { mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { name: 'Add E-learning Package' })).toBeTruthy();
    expect(screen.getByText(/imsmanifest\.xml, tincan\.xml or cmi5\.xml at the root/)).toBeTruthy();
    expect(screen.getByText('zip (SCORM, xAPI or cmi5), up to 500 MB')).toBeTruthy();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);

    choose(sized('course.rar', 'application/x-rar', MB));
    expect(await screen.findByText('The file must be a zip (SCORM, xAPI or cmi5) file.')).toBeTruthy();
    choose(sized('course.zip', 'application/zip', 501 * MB));
    expect(await screen.findByText('The file may not be larger than 500 MB.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uploads the zip by presigned POST with progress, then adds the package material with its key', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeStorageUpload);
    const calls = mockFetch((url) => {
      if (url === '/v1/sign') {
        return {
          status: 200,
          body: {
            data: {
              url: 'https://uploads.test/',
              fields: { key: 'uploads/c/course.zip' },
              key: 'uploads/c/course.zip',
            },
          },
        };
      }
      if (url === '/v1/sign/verify') {
        return {
          status: 200,
          body: {
            data: {
              key: 'uploads/c/course.zip',
              size: 40 * MB,
              mime_type: 'application/zip',
              original_name: 'course.zip',
            },
          },
        };
      }
      return { status: 201, body: { data: {}, message: MSG.PACKAGE_ADDED } };
    });
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fire drill (SCORM)' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'The interactive drill.' } });
    choose(sized('course.zip', 'application/zip', 40 * MB));

    // While the file travels the panel says so, shows how far it is, and Add waits.
    expect(await screen.findByText('Please wait, we are uploading your e-learning package.')).toBeTruthy();
    expect(await screen.findByText(/50\s*%/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Package' }).hasAttribute('disabled')).toBe(true);
    const sign = calls.find((call) => call.url === '/v1/sign')!;
    expect(JSON.parse(String(sign.init.body))).toMatchObject({
      type: 'course-package',
      file_name: 'course.zip',
      size: 40 * MB,
    });
    expect(FakeStorageUpload.sent[0]?.url).toBe('https://uploads.test/');
    FakeStorageUpload.release?.();

    expect(await screen.findByText('course.zip')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Package' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const added = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(added.init.body))).toEqual({
      course: 'c1',
      type: 'package',
      title: 'Fire drill (SCORM)',
      description: 'The interactive drill.',
      s3_url: 'uploads/c/course.zip',
    });
    expect(await screen.findByText(MSG.PACKAGE_ADDED)).toBeTruthy();
  }, 20_000);

  it("offers the package manifest's title when none is typed", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeStorageUpload);
    const calls = mockFetch((url) => {
      if (url === '/v1/sign') {
        return {
          status: 200,
          body: { data: { url: 'https://uploads.test/', fields: {}, key: 'uploads/c/drill.zip' } },
        };
      }
      if (url === '/v1/sign/verify') {
        const data = { key: 'uploads/c/drill.zip', size: MB, mime_type: 'application/zip', original_name: 'drill.zip' };
        return { status: 200, body: { data: { ...data, package_title: 'Fire Drill Essentials' } } };
      }
      return { status: 201, body: { data: {}, message: MSG.PACKAGE_ADDED } };
    });
    const onClose = vi.fn();
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={onClose} />, { mantineEnv: 'test' });
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    FakeStorageUpload.release = null;
    choose(sized('drill.zip', 'application/zip', MB));
    // Set by the fake upload once the file is sent (TypeScript still thinks it is the null just assigned).
    const sent = () => FakeStorageUpload.release as (() => void) | null;
    await waitFor(() => expect(sent()).not.toBeNull());
    sent()?.();
    await waitFor(() => expect(title.value).toBe('Fire Drill Essentials'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const added = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(added.init.body))).toMatchObject({ title: 'Fire Drill Essentials' });
  }, 20_000);

  it('asks for the zip when Add is pressed without one', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<MaterialFormPanel courseId="c1" kind="package" onClose={vi.fn()} />, { mantineEnv: 'test' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Drill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    expect(await screen.findByText(MSG.MATERIAL_FILE_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
