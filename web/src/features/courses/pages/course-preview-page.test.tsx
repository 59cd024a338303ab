import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCourse } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import CoursePreviewPage from './course-preview-page';
import { asset } from '../../learning/test-fixtures';

const course: TCourse = {
  id: 'c1',
  name: 'Fire Safety',
  description: '<p>Read the <a href="https://example.com/guide">guide</a>.</p><img src=x onerror="alert(1)">',
  minutes: 90,
  hours: 1,
  minutes_part: 30,
  course_type: 353359,
  course_type_name: 'Health and Safety',
  topics: ['fire', 'evacuation'],
  channels: [],
  thumbnail: null,
  published: true,
  is_default: false,
  catalogue_slug: null,
  package_result_as_test: false,
  recertification: null,
  language: 'en-GB',
  total_users: 0,
  total_enrolled_individual_users: 0,
  total_groups: 0,
  total_enrolled_via_channel_users: 0,
  total_inprogress: 0,
  total_completed: 0,
  total_not_started: 0,
  completion_progress: 0,
  total_materials: 3,
  total_videos: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  videos: [],
  documents: [
    asset({
      id: 'd1',
      title: 'Policy',
      file: {
        url: 'https://files.test/policy.pdf',
        mime_type: 'application/pdf',
        original_name: 'policy.pdf',
        size: 10,
      },
    }),
    asset({
      id: 'd2',
      title: 'Checklist',
      sort_order: 1,
      file: {
        url: 'https://files.test/checklist.docx',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        original_name: 'checklist.docx',
        size: 10,
      },
    }),
  ],
  links: [asset({ id: 'l1', title: 'HSE', asset_type: 'link', sort_order: 2, external_link: 'https://hse.gov.uk' })],
  ppts: [
    asset({
      id: 'p1',
      title: 'Slides',
      asset_type: 'powerpoint',
      sort_order: 3,
      conversion: 'unavailable',
      file: {
        url: 'https://files.test/slides.pptx',
        mime_type: 'application/vnd.ms-powerpoint',
        original_name: 'slides.pptx',
        size: 10,
      },
    }),
  ],
};

describe('CoursePreviewPage', () => {
  it('shows the course as a learner sees it', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: course } }));
    renderWithApp(<CoursePreviewPage />, { path: '/admin/courses/detail/$id', url: '/admin/courses/detail/c1' });

    expect(await screen.findByRole('heading', { name: 'Fire Safety' })).toBeTruthy();
    expect(calls[0]?.url).toContain('/v1/courses/c1?include=');
    expect(screen.getByText('1 hr 30 mins')).toBeTruthy();
    expect(screen.getByText('evacuation')).toBeTruthy();
    // The language it is written in, in its own words and marked as that language.
    expect(screen.getByText('English (UK)').closest('[lang]')?.getAttribute('lang')).toBe('en-GB');

    const guide = screen.getByRole('link', { name: 'guide' });
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('[onerror]')).toBeNull();

    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://files.test/policy.pdf');
    const downloads = screen.getAllByRole('link', { name: 'Download' }).map((link) => link.getAttribute('href'));
    expect(downloads).toEqual(['https://files.test/checklist.docx', 'https://files.test/slides.pptx']);
    expect(screen.getByRole('link', { name: 'Open Link' }).getAttribute('href')).toBe('https://hse.gov.uk');
    expect(
      screen.getByText('Slide images are not available for this presentation. Download it to view the slides.'),
    ).toBeTruthy();
    expect(screen.getByText('No training videos.')).toBeTruthy();
  });
});
