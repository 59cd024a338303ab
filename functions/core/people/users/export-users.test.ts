import { describe, expect, it } from 'vitest';
import { USER_EXPORT_HEADER, userExportRows } from './export-users';
import { userItem } from './user-fixture.test-helper';

describe('user export rows', () => {
  it('lists active users by name, then archived ones flagged, with groups and counters', () => {
    const rows = userExportRows(
      [
        userItem({ user_id: 'z', first_name: 'Zed', is_archived: 1 }),
        userItem({ user_id: 'b', first_name: 'Bea', total_courses: 3, total_completed_courses: 1, is_mail_sent: 1 }),
        userItem({ user_id: 'a', first_name: 'Al', role_id: 4, unique_id: 'E1', is_reset_default_password: 1 }),
      ],
      {
        groupsOf: (id) =>
          id === 'a'
            ? [
                { id: 'g', name: 'Ops' },
                { id: 'h', name: 'Sales' },
              ]
            : [],
      },
    );
    expect(rows.map((row) => row[0])).toEqual(['Al', 'Bea', 'Zed']);
    const header = [...USER_EXPORT_HEADER];
    const al = Object.fromEntries(header.map((name, i) => [name, rows[0]![i]]));
    expect(al).toMatchObject({
      'Unique Id': 'E1',
      'Role Access': 'Team Manager',
      Groups: 'Ops; Sales',
      Confirmed: 'Yes',
      Archived: 'No',
    });
    const bea = Object.fromEntries(header.map((name, i) => [name, rows[1]![i]]));
    expect(bea).toMatchObject({ Courses: 3, Completed: 1, 'Welcome Email Sent': 'Yes', Confirmed: 'No' });
    expect(rows[2]!.at(-1)).toBe('Yes');
  });
});
