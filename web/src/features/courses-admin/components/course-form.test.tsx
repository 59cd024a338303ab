import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { CourseForm } from './course-form';

beforeAll(() => {
  // jsdom lacks the layout calls ProseMirror makes when it scrolls the selection into view.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('CourseForm', () => {
  it('shows the server\'s s3_url error under the thumbnail and keeps the panel open', async () => {
    const calls = mockFetch(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { s3_url: [MSG.COURSE_IMAGE_REQUIRED] } },
    }));
    const onDone = vi.fn();
    renderWithApp(<CourseForm course={null} onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText(/^Course Name/), { target: { value: 'Fire Safety' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));

    expect(await screen.findByText(MSG.COURSE_IMAGE_REQUIRED)).toBeTruthy();
    expect(calls[0]?.url).toBe('/v1/courses');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      name: 'Fire Safety',
      hours: 1,
      minutes: 30,
      type: 353355,
      topics: [],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Course' }).hasAttribute('disabled')).toBe(false));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says Course Successfully Added. and closes on success', async () => {
    mockFetch(() => ({ status: 201, body: { data: {} } }));
    const onDone = vi.fn();
    renderWithApp(<CourseForm course={null} onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText(/^Course Name/), { target: { value: 'Fire Safety' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText(MSG.COURSE_ADDED)).toBeTruthy();
    expect(onDone).toHaveBeenCalled();
  });
});
