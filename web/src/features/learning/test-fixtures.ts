import type { TAsset, TCourse, TLearnerCourse, TLearnerEnrolment } from '@skillway/shared';

/** Test data for the learner's course screens. */
export function enrolment(overrides: Partial<TLearnerEnrolment> = {}): TLearnerEnrolment {
  return {
    id: 'c1:u1',
    state: 1,
    state_text: 'Not yet started',
    progress: 0,
    deadline: null,
    enrolled_at: '2026-01-01T00:00:00Z',
    started_at: null,
    completed_at: null,
    last_accessed_at: null,
    test_complete: false,
    test_passed: false,
    test_score: null,
    attempts: 0,
    expires_on: null,
    renewal_due: null,
    cycle: 0,
    has_test: true,
    watched: [],
    ...overrides,
  };
}

export function learnerCourse(overrides: Partial<TLearnerCourse> = {}): TLearnerCourse {
  return {
    id: 'c1',
    name: 'Fire Safety',
    description: '<p>Everything about fire.</p>',
    minutes: 75,
    course_type_name: 'Health and Safety',
    topics: ['fire'],
    thumbnail: null,
    total_materials: 3,
    has_test: true,
    language: 'en-GB',
    enrolled: enrolment(),
    ...overrides,
  };
}

/** A course material with every field set; tests override what they look at. */
export function asset(overrides: Partial<TAsset>): TAsset {
  return {
    id: 'a',
    course_id: 'c1',
    title: 'Material',
    description: null,
    asset_type: 'document',
    sort_order: 0,
    external_link: null,
    file: null,
    video: null,
    conversion: null,
    conversion_note: null,
    slider: [],
    captions: [],
    package: null,
    disabled: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function fullCourse(overrides: Partial<TCourse> = {}): TCourse {
  return {
    id: 'c1',
    name: 'Fire Safety',
    description: '<p>Read the <a href="https://example.com/guide">guide</a>.</p>',
    minutes: 75,
    hours: 1,
    minutes_part: 15,
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
    total_materials: 4,
    total_videos: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    test: { id: 'c1', pass_mark: 80, total_questions: 5 },
    videos: [
      asset({
        id: 'v1',
        title: 'Introduction',
        description: 'Why fire safety matters',
        asset_type: 'video',
        file: { url: 'https://files.test/intro.mp4', mime_type: 'video/mp4', original_name: 'intro.mp4', size: 10 },
        video: { status: 'ready', hls_url: null, poster_url: null, note: null },
      }),
    ],
    documents: [
      asset({
        id: 'd1',
        title: 'Policy',
        sort_order: 1,
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
        sort_order: 2,
        file: {
          url: 'https://files.test/checklist.docx',
          mime_type: 'application/msword',
          original_name: 'checklist.docx',
          size: 10,
        },
      }),
    ],
    links: [asset({ id: 'l1', title: 'HSE', asset_type: 'link', sort_order: 3, external_link: 'https://hse.gov.uk' })],
    ppts: [],
    enrolled: enrolment(),
    ...overrides,
  };
}
