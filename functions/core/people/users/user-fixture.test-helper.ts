import type { TUserItem } from '../../platform/db/types';

/** A user item for unit tests of pure rules (no table). */
export function userItem(overrides: Partial<TUserItem> & { user_id: string }): TUserItem {
  return {
    company_id: 'c1',
    first_name: 'First',
    last_name: 'Last',
    email: `${overrides.user_id}@example.test`,
    role_id: 3,
    is_reset_default_password: 0,
    is_notification: 1,
    is_archived: 0,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  } as TUserItem;
}
