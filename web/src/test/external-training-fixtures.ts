import type { TExternalTraining } from '@skillway/shared';
import { pagination } from './people-fixtures';

/** An external training record as the calls return it (web tests). */
export function trainingRecord(n: number, overrides: Partial<TExternalTraining> = {}): TExternalTraining {
  return {
    id: `et${n}`,
    name: `Course ${n}`,
    user: { id: `u${n}`, first_name: `First${n}`, last_name: `Last${n}`, email: `user${n}@example.com` },
    completed: '2025-03-03',
    completed_formatted: 'Monday, 3 March 2025',
    type: 353362,
    type_in_text: 'First Aid',
    body: 'St John Ambulance',
    score: 92,
    result: 'passed',
    result_in_text: 'Passed',
    cost: 195,
    deadline: '2028-03-03',
    deadline_formatted: 'Friday, 3 March 2028',
    file: null,
    s3_url: null,
    created_at: '2025-03-03T10:00:00.000Z',
    updated_at: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of records with its pagination meta. */
export function trainingPage(rows: TExternalTraining[], total = rows.length, page = 1, perPage = 10) {
  return { data: rows, meta: pagination(total, page, perPage) };
}
