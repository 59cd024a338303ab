import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCourse } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { enrolment, fullCourse } from '../test-fixtures';
import CoursePlayerPage from './course-player-page';

// video.js has no media stack in jsdom: a stand-in player that records what it was asked.
const played: string[] = [];
vi.mock('../../../components/video-player/video-mount', () => ({
  mountVideoPlayer: () => ({
    load: (source: { src: string }) => played.push(source.src),
    play: () => {},
    pause: () => {},
    seek: () => {},
    currentTime: () => 0,
    duration: () => 0,
    ended: () => false,
    dispose: () => {},
  }),
}));

function serve(course: TCourse) {
  return mockFetch((url) => {
    if (url.includes('/v1/courses/c1')) return { status: 200, body: { data: course } };
    if (url.includes('/v1/get-last-time/')) return { status: 200, body: { data: { time: 0 } } };
    if (url.includes('/v1/events') || url.includes('/v1/assets-viewed')) {
      return { status: 200, body: { data: course.enrolled } };
    }
    return { status: 404, body: { message: 'Not found.' } };
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
    await waitFor(() => expect(played).toContain('https://files.test/intro.mp4'));
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
});
