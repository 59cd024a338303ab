import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { fullCourse } from '../../learning/test-fixtures';
import { axeViolations } from '../../../test/axe';
import { companySummary, pagination, profile } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { CourseForm } from './course-form';

// The image upload (presigned POST, then verify) has its own tests: here a button stands for a finished upload.
vi.mock('./upload-field', () => ({
  UploadField: ({
    label,
    error,
    onUploaded,
  }: {
    label: string;
    error?: string;
    onUploaded: (file: unknown) => void;
  }) => (
    <div>
      <button
        type="button"
        onClick={() =>
          onUploaded({ key: 'uploads/u1/fire.png', size: 10, mime_type: 'image/png', original_name: 'fire.png' })
        }
      >
        {`Upload ${label}`}
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
}));

/** The Playlists field's options (GET /channels); the form reads only ids and names. */
const PLAYLISTS = [
  { id: 'p-induction', name: 'Induction' },
  { id: 'p-safety', name: 'Safety' },
];

function playlistsResponse(url: string) {
  return url.startsWith('/v1/channels?')
    ? { status: 200, body: { data: PLAYLISTS, meta: pagination(PLAYLISTS.length, 1, 1000) } }
    : undefined;
}

/** The administrator's profile, with their company's default language. */
function profileResponse(url: string, defaultLanguage: 'en-GB' | 'pl' | 'es') {
  return url === '/v1/user/profile'
    ? {
        status: 200,
        body: { data: profile(2, { company: { ...companySummary(3), default_language: defaultLanguage } }) },
      }
    : undefined;
}

/** The body of the create (POST /courses) or edit (PATCH /courses/{id}) call. */
function savedBody(calls: { url: string; init: RequestInit }[], url: string): Record<string, unknown> | undefined {
  const saved = calls.find((call) => call.url === url && call.init.method !== 'GET');
  return saved ? (JSON.parse(String(saved.init.body)) as Record<string, unknown>) : undefined;
}

beforeAll(() => {
  // jsdom lacks the layout calls ProseMirror makes when it scrolls the selection into view.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('CourseForm', () => {
  it("flags a missing Course Image with the other fields on the first submit, in the server's words", async () => {
    const calls = mockFetch((url) => playlistsResponse(url) ?? { status: 201, body: { data: {} } });
    const onDone = vi.fn();
    renderWithApp(<CourseForm course={null} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText(MSG.COURSE_IMAGE_REQUIRED)).toBeTruthy();
    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/v1/courses')).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's s3_url error under the thumbnail and keeps the panel open", async () => {
    const calls = mockFetch(
      (url) =>
        playlistsResponse(url) ?? {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { s3_url: [MSG.COURSE_IMAGE_REQUIRED] } },
        },
    );
    const onDone = vi.fn();
    renderWithApp(<CourseForm course={null} onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText(/^Course Name/), { target: { value: 'Fire Safety' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Course Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/v1/courses')).toBe(true));
    expect(await screen.findAllByText(MSG.COURSE_IMAGE_REQUIRED)).not.toHaveLength(0);
    const saved = calls.find((call) => call.url === '/v1/courses');
    expect(JSON.parse(String(saved?.init.body))).toMatchObject({
      name: 'Fire Safety',
      hours: 1,
      minutes: 30,
      type: 353355,
      topics: [],
      channels: [],
      s3_url: 'uploads/u1/fire.png',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Course' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('carries 75 minutes into the hours (1 h 75 min is 2 h 15 min, as the spec stores it), never cutting them to 59', async () => {
    const calls = mockFetch((url) => playlistsResponse(url) ?? { status: 201, body: { data: {} } });
    renderWithApp(<CourseForm course={null} onDone={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Course Name/), { target: { value: 'Fire Safety' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '1' } });
    const minutes = screen.getByLabelText<HTMLInputElement>('Minutes');
    fireEvent.change(minutes, { target: { value: '75' } });
    fireEvent.blur(minutes);
    await waitFor(() => expect(minutes.value).toBe('15'));
    expect(screen.getByLabelText<HTMLInputElement>('Hours').value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Course Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/courses')).toBe(true));
    const saved = calls.find((call) => call.url === '/v1/courses');
    expect(JSON.parse(String(saved?.init.body))).toMatchObject({ hours: 2, minutes: 15 });
  });

  it('says Course Successfully Added. and closes on success', async () => {
    mockFetch((url) => playlistsResponse(url) ?? { status: 201, body: { data: {} } });
    const onDone = vi.fn();
    renderWithApp(<CourseForm course={null} onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText(/^Course Name/), { target: { value: 'Fire Safety' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Course Image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText(MSG.COURSE_ADDED)).toBeTruthy();
    expect(onDone).toHaveBeenCalled();
  });

  it("lists the company's playlists, shows the course's own and sends the chosen ones as channels", async () => {
    const calls = mockFetch((url) => playlistsResponse(url) ?? { status: 200, body: { data: {} } });
    renderWithApp(<CourseForm course={fullCourse({ id: 'c1', channels: ['p-safety'] })} onDone={vi.fn()} />);
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/v1/channels?'))).toBe(true));
    expect(calls.find((call) => call.url.startsWith('/v1/channels?'))?.url).toContain('limit=1000');
    // The course's playlist shows as a chosen pill; the other is offered.
    const field = screen.getByRole('combobox', { name: /^Playlists/ });
    await waitFor(() => expect(screen.getByText('Safety')).toBeTruthy());
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Ind' } });
    // The list is still in its opening transition (hidden to the accessibility tree) when the option is clicked.
    fireEvent.click(await screen.findByRole('option', { name: 'Induction', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/v1/courses/c1')).toBe(true));
    const saved = calls.find((call) => call.url === '/v1/courses/c1');
    expect(JSON.parse(String(saved?.init.body)).channels).toEqual(['p-safety', 'p-induction']);
  });

  it("shows the server's channels error under Playlists", async () => {
    mockFetch(
      (url) =>
        playlistsResponse(url) ?? {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { channels: [MSG.PLAYLISTS_INVALID] } },
        },
    );
    renderWithApp(<CourseForm course={fullCourse({ id: 'c1', channels: [] })} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText(MSG.PLAYLISTS_INVALID)).toBeTruthy();
  });

  it('shows the package-result-as-test setting and sends it when switched', async () => {
    const calls = mockFetch((url) => playlistsResponse(url) ?? { status: 200, body: { data: {} } });
    renderWithApp(<CourseForm course={fullCourse({ id: 'c1', package_result_as_test: true })} onDone={vi.fn()} />);
    await screen.findByLabelText(/^Course Name/);
    const setting = screen.getByRole('switch', { name: /^A passed e-learning package passes the course test/ });
    expect((setting as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/completes on that pass/)).toBeTruthy();
    fireEvent.click(setting);
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/courses/c1')).toBe(true));
    const saved = calls.find((call) => call.url === '/v1/courses/c1');
    expect(JSON.parse(String(saved?.init.body)).package_result_as_test).toBe(false);
  }, 15_000);

  describe('Language', () => {
    it("starts a new course in the company's default language and leaves it to the server until chosen", async () => {
      const calls = mockFetch(
        (url) => profileResponse(url, 'pl') ?? playlistsResponse(url) ?? { status: 201, body: { data: {} } },
      );
      renderWithApp(<CourseForm course={null} onDone={vi.fn()} />);
      const field = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Language' });
      await waitFor(() => expect(field.value).toBe('Polski'));
      expect(screen.getByText('The language the course is written in.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText(/^Course Name/), { target: { value: 'BHP' } });
      fireEvent.click(screen.getByRole('button', { name: 'Upload Course Image' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
      await waitFor(() => expect(savedBody(calls, '/v1/courses')).toBeDefined());
      // Unchosen: the server applies the company's default (right even if the profile had not loaded yet).
      expect(savedBody(calls, '/v1/courses')).not.toHaveProperty('language');
    });

    it('offers each language in its own words, marked as that language, and sends the one chosen', async () => {
      const calls = mockFetch(
        (url) => profileResponse(url, 'en-GB') ?? playlistsResponse(url) ?? { status: 201, body: { data: {} } },
      );
      renderWithApp(<CourseForm course={null} onDone={vi.fn()} />, { mantineEnv: 'test' });
      const field = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Language' });
      await waitFor(() => expect(field.value).toBe('English (UK)'));
      fireEvent.click(field);
      const options = await screen.findAllByRole('option', { name: /^(English \(UK\)|Polski|Español)$/ });
      expect(options.map((option) => option.textContent)).toEqual(['English (UK)', 'Polski', 'Español']);
      expect(options.map((option) => option.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
        'en-GB',
        'pl',
        'es',
      ]);
      fireEvent.click(options[2]!);
      await waitFor(() => expect(field.value).toBe('Español'));
      expect(await axeViolations()).toEqual([]);
      fireEvent.change(screen.getByLabelText(/^Course Name/), { target: { value: 'Seguridad' } });
      fireEvent.click(screen.getByRole('button', { name: 'Upload Course Image' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
      await waitFor(() => expect(savedBody(calls, '/v1/courses')).toBeDefined());
      expect(savedBody(calls, '/v1/courses')).toMatchObject({ name: 'Seguridad', language: 'es' });
    });

    it("shows an edited course's own language, whatever the company's default, and sends a change", async () => {
      const calls = mockFetch(
        (url) => profileResponse(url, 'es') ?? playlistsResponse(url) ?? { status: 200, body: { data: {} } },
      );
      renderWithApp(<CourseForm course={fullCourse({ id: 'c1', language: 'pl' })} onDone={vi.fn()} />, {
        mantineEnv: 'test',
      });
      const field = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Language' });
      await waitFor(() => expect(calls.some((call) => call.url === '/v1/user/profile')).toBe(true));
      expect(field.value).toBe('Polski');
      fireEvent.click(field);
      fireEvent.click(await screen.findByRole('option', { name: 'English (UK)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
      await waitFor(() => expect(savedBody(calls, '/v1/courses/c1')).toBeDefined());
      expect(savedBody(calls, '/v1/courses/c1')?.language).toBe('en-GB');
    });
  });
});
