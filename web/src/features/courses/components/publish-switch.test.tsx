import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PublishSwitch } from './publish-switch';

describe('PublishSwitch', () => {
  it('shows the server refusal when a course without material is published', async () => {
    const calls = mockFetch(() => ({ status: 422, body: { message: MSG.COURSE_PUBLISH_NO_MATERIAL, errors: {} } }));
    renderWithApp(<PublishSwitch courseId="c1" courseName="Fire Safety" published={false} />);
    const toggle = (await screen.findByRole('switch', { name: 'Published: Fire Safety' })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText(MSG.COURSE_PUBLISH_NO_MATERIAL)).toBeTruthy();
    expect(calls[0]?.url).toBe('/v1/course/publish/c1');
    expect(calls[0]?.init.method).toBe('POST');
    // The switch shows the stored state, which the refusal left unpublished.
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
  });

  it('unpublishes a published course', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: {} } }));
    renderWithApp(<PublishSwitch courseId="c1" courseName="Fire Safety" published />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Published: Fire Safety' }));
    expect(await screen.findByText(MSG.COURSE_UNPUBLISHED)).toBeTruthy();
    expect(calls[0]?.url).toBe('/v1/course/unpublish/c1');
  });

  // WCAG 2.5.3 label in name: with the state shown beside it, the accessible name contains that text in both states.
  it.each([
    [true, 'Published'],
    [false, 'Unpublished'],
  ])('has the shown text in its accessible name and is axe clean (published: %s)', async (published, shown) => {
    mockFetch(() => ({ status: 200, body: { data: {} } }));
    const { container } = renderWithApp(
      <PublishSwitch courseId="c1" courseName="Fire Safety" published={published} withLabel />,
    );
    const toggle = (await screen.findByRole('switch', { name: `${shown}: Fire Safety` })) as HTMLInputElement;
    expect(toggle.checked).toBe(published);
    const visible = Array.from(toggle.labels ?? [], (label) => label.textContent ?? '')
      .join(' ')
      .trim();
    expect(visible).toBe(shown);
    expect(toggle.getAttribute('aria-label')?.startsWith(`${visible}: `)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by the course alone in the library, where the column heading says what it is', async () => {
    renderWithApp(<PublishSwitch courseId="c1" courseName="Fire Safety" published={false} />);
    const toggle = (await screen.findByRole('switch', { name: 'Published: Fire Safety' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(Array.from(toggle.labels ?? [], (label) => label.textContent).join('')).toBe('');
  });
});
