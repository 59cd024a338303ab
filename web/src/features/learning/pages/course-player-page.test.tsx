import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_STATE, PACKAGE_BRIDGE, ROLE, type TCourse } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { companySummary, profile } from '../../../test/people-fixtures';
import { LEARNING_PAUSED_TEXT } from '../lib/learning-paused';
import { asset, enrolment, fullCourse } from '../test-fixtures';
import CoursePlayerPage from './course-player-page';

// video.js has no media stack in jsdom: a stand-in player that records what it was asked.
const played: string[] = [];
const plays: string[] = [];
const seeks: number[] = [];
vi.mock('../../../components/video-player/video-mount', () => ({
  // Play and pause report back as video.js does, so the page's listeners run.
  mountVideoPlayer: (_host: HTMLElement, listeners: { play: () => void; pause: () => void }) => ({
    load: (source: { src: string }) => played.push(source.src),
    play: () => {
      plays.push(played.at(-1) ?? '');
      listeners.play();
    },
    pause: () => listeners.pause(),
    seek: (seconds: number) => seeks.push(seconds),
    currentTime: () => 0,
    duration: () => 0,
    ended: () => false,
    dispose: () => {},
  }),
  // English: nothing to add before the player mounts.
  addPlayerLanguage: () => null,
}));

function serve(course: TCourse, lastTime = 0) {
  return mockFetch((url) => {
    if (url.includes('/v1/courses/c1')) return { status: 200, body: { data: course } };
    if (url.includes('/v1/get-last-time/')) return { status: 200, body: { data: { time: lastTime } } };
    if (url.includes('/v1/events') || url.includes('/v1/assets-viewed')) {
      return { status: 200, body: { data: course.enrolled } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
}

/** A learner of a suspended company (Membership Suspended): the server refuses every call that records learning. */
function serveSuspended(course: TCourse) {
  return mockFetch((url) => {
    if (url.includes('/v1/courses/c1')) return { status: 200, body: { data: course } };
    if (url === '/v1/user/profile') {
      return { status: 200, body: { data: profile(ROLE.USER, { company: companySummary(COMPANY_STATE.SUSPENDED) }) } };
    }
    return { status: 403, body: { message: 'Your company account is suspended.' } };
  });
}

function renderPlayer() {
  return renderWithApp(<CoursePlayerPage />, { path: '/courses/player/$id', url: '/courses/player/c1' });
}

describe('CoursePlayerPage', () => {
  it('shows the course, its status, progress and every material with its action', async () => {
    serve(fullCourse({ enrolled: enrolment({ state: 2, state_text: 'In progress', progress: 40, watched: ['d1'] }) }));
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire Safety' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Course List' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByText('Duration: 75 minutes')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Progress: 40%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'guide' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Introduction' })).toBeTruthy();
    expect(screen.getByText('Why fire safety matters')).toBeTruthy();

    const content = screen.getByRole('table', { name: 'Course Content' });
    expect(content.textContent).toContain('Viewed');
    expect(screen.getByRole('button', { name: 'Play: Introduction' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: Policy' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Download: Checklist' }).hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Open Link: HSE' }).getAttribute('href')).toBe('https://hse.gov.uk');
    expect(screen.getByText('You will need to access all the course content before taking the test')).toBeTruthy();

    // video.js loads when the learner plays: until then the 16:9 frame has the video's play button only.
    expect(played).not.toContain('https://files.test/intro.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Play Video: Introduction' }));
    await waitFor(() => expect(played).toContain('https://files.test/intro.mp4'));
    await waitFor(() => expect(plays).toContain('https://files.test/intro.mp4'));
    expect(screen.queryByRole('button', { name: 'Play Video: Introduction' })).toBeNull();
  });

  it('Play in Course Content starts the player and plays the video', async () => {
    played.length = 0;
    plays.length = 0;
    serve(fullCourse({ enrolled: enrolment({ state: 2, progress: 0 }) }));
    renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Play: Introduction' }));
    await waitFor(() => expect(plays).toEqual(['https://files.test/intro.mp4']));
  });

  it('asks whether to resume where the learner left the video, on the first play', async () => {
    seeks.length = 0;
    const calls = serve(fullCourse({ enrolled: enrolment({ state: 2, progress: 0 }) }), 42);
    renderPlayer();
    const play = await screen.findByRole('button', { name: 'Play Video: Introduction' });
    // The saved time is read as the video shows, before video.js is loaded.
    await waitFor(() => expect(calls.some((call) => call.url.includes('/v1/get-last-time/'))).toBe(true));
    fireEvent.click(play);
    expect(await screen.findByText('Resume video')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(seeks).toEqual([42]);
  });

  it('does not open a course not completed while learning is paused: it says why', async () => {
    const calls = serveSuspended(fullCourse({ enrolled: enrolment({ state: 1, progress: 0 }) }));
    renderPlayer();
    expect(await screen.findByText('This course is paused')).toBeTruthy();
    expect(screen.getByText(new RegExp(LEARNING_PAUSED_TEXT))).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Course Content' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Play Video/ })).toBeNull();
    expect(calls.every((call) => !call.url.includes('/v1/events'))).toBe(true);
  });

  it('opens a completed course while learning is paused, recording nothing the server would refuse', async () => {
    const calls = serveSuspended(
      fullCourse({ enrolled: enrolment({ state: 3, state_text: 'Complete', progress: 100 }) }),
    );
    renderPlayer();
    const open = await screen.findByRole('link', { name: 'Open: Policy' });
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    const link = screen.getByRole('link', { name: 'Open Link: HSE' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Play Video: Introduction' }));
    await waitFor(() => expect(plays.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = calls.filter((call) => call.url.includes('/v1/events') || call.url.includes('/v1/assets-viewed'));
    expect(refused).toEqual([]);
  });

  it('records an opened document and an opened link, then reads the course again', async () => {
    const calls = serve(fullCourse({ enrolled: enrolment({ state: 2, progress: 0 }) }));
    renderPlayer();
    const open = await screen.findByRole('link', { name: 'Open: Policy' });
    // The anchor opens the file itself; the test only checks what the page sends.
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/v1/events'))).toBe(true));
    const sent = JSON.parse(String(calls.find((call) => call.url.endsWith('/v1/events'))!.init.body));
    expect(sent).toMatchObject({ event_type: 7, related_entity: 'c1', related_entity_asset_id: 'd1', entity_type: 1 });

    const link = screen.getByRole('link', { name: 'Open Link: HSE' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/v1/assets-viewed'))).toBe(true));
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/v1/courses/c1')).length).toBeGreaterThan(1));
  });

  it('brings the viewer a Course Content pick changes into view and focus, gently unless motion is reduced', async () => {
    const deck = asset({
      id: 'p1',
      title: 'Evacuation',
      asset_type: 'powerpoint',
      sort_order: 4,
      conversion: 'ready',
      slider: ['https://files.test/s1.png', 'https://files.test/s2.png'],
    });
    serve(fullCourse({ ppts: [deck], enrolled: enrolment({ state: 2, progress: 0 }) }));
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    renderPlayer();
    const viewSlide = await screen.findByRole('button', { name: 'View Slide: Evacuation' });
    viewSlide.focus();
    fireEvent.click(viewSlide);
    const slides = await screen.findByRole('region', { name: 'Slides: Evacuation' });
    await waitFor(() => expect(scrolled.at(-1)?.element).toBe(slides));
    expect(scrolled.at(-1)?.options).toEqual({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(slides);

    // Watch Again brings the video back into view; with reduced motion it jumps rather than scrolls.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduced-motion'), media: query }) as MediaQueryList,
    );
    const play = screen.getByRole('button', { name: 'Play: Introduction' });
    play.focus();
    fireEvent.click(play);
    const video = screen.getByRole('region', { name: 'Video' });
    await waitFor(() => expect(scrolled.at(-1)?.element).toBe(video));
    expect(scrolled.at(-1)?.options).toEqual({ behavior: 'auto', block: 'start' });
  });

  it('says so when the caller is not enrolled', async () => {
    serve(fullCourse({ enrolled: null }));
    renderPlayer();
    expect(await screen.findByText('You are not enrolled on this course')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Course Details' }).getAttribute('href')).toBe('/courses/details/c1');
  });

  it('answers a course that is not there with the way back', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderPlayer();
    expect(await screen.findByText('Course not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Course List' })).toBeTruthy();
  });

  it('starts an e-learning package in the player and reads the course again after it commits', async () => {
    const pkg = asset({
      id: 'p1',
      title: 'Fire drill',
      asset_type: 'package',
      sort_order: 9,
      package: {
        status: 'ready',
        standard: 'scorm12',
        version: '1.2',
        title: 'Fire drill',
        activity_id: null,
        mastery_score: null,
        items: [],
        error: null,
      },
    });
    const item = {
      id: 'sco-1',
      title: 'Fire drill',
      launch: 'index.html',
      parameters: null,
      mastery_score: null,
      move_on: null,
      launch_method: null,
      activity_id: null,
    };
    const course = fullCourse({ packages: [pkg], enrolled: enrolment({ state: 2, progress: 0 }) });
    const calls = mockFetch((url) => {
      if (url.includes('/v1/courses/c1')) return { status: 200, body: { data: course } };
      if (url === '/v1/user/profile') return { status: 200, body: { data: profile(ROLE.USER) } };
      if (url === '/v1/package-player/p1/open') {
        return {
          status: 200,
          body: {
            data: {
              asset_id: 'p1',
              standard: 'scorm12',
              item,
              items: [item],
              launch_url: 'https://content.example.test/v1/package-player/enter/s.t',
              content_url: '/content/co1/p1/index.html',
              session: 's.t',
              commit_url: '/v1/package-player/commit/s.t',
              expires_at: '2026-11-26T16:00:00Z',
              scorm: { version: '1.2', cmi: {} },
            },
          },
        };
      }
      if (url.startsWith('/v1/package-player/commit/')) return { status: 204 };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderPlayer();
    const start = await screen.findByRole('button', { name: 'Start: Fire drill' });
    fireEvent.click(start);
    const frame = (await screen.findByTitle('Fire drill')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://content.example.test/v1/package-player/enter/s.t');
    expect(screen.getByRole('button', { name: 'Start: Fire drill' }).getAttribute('aria-pressed')).toBe('true');
    // The learner is taken to the package they started.
    expect(document.activeElement?.textContent).toBe('Fire drill');

    // Opening started the course: it is read again at once (the state), then after each commit the launch page
    // (on the content origin) reports.
    const reads = () => calls.filter((call) => call.url.includes('/v1/courses/c1')).length;
    await waitFor(() => expect(reads()).toBe(2));
    const before = reads();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PACKAGE_BRIDGE.SAVED, finished: true },
          origin: 'https://content.example.test',
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});
