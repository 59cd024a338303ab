import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { lazy } from '../lazy';
import { SkillwayTable } from '../table';

/** The `scope` of the company's own settings and content; any other scope is a course id (that course's override). */
export const NOTIFICATION_COMPANY_SCOPE = 'COMPANY';

function courseOf(scope: string): string | undefined {
  return scope === NOTIFICATION_COMPANY_SCOPE ? undefined : scope;
}

/**
 * Notification settings of a company (pk `C#<cid>`, sk `NSET#COMPANY`) or one course's override of them
 * (sk `NSET#COURSE#<courseId>`): who gets notifications, through which channel, the switches and the day counts.
 * Absent: the company's settings (for a course), else the defaults. Recertification's switches and day counts
 * (issue 29) are optional: an item saved before them has none, and the defaults apply to them.
 */
export const notificationSettingsEntity = lazy(
  () =>
    new Entity({
      name: 'NotificationSettings',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        scope: string().key(),
        get_by: number(),
        shown_up: number(),
        course_assign: boolean(),
        playlist_assign: boolean(),
        deadline_set: boolean(),
        deadline_changed: boolean(),
        missed_deadline: boolean(),
        course_status_changed: boolean(),
        course_completion: boolean(),
        deadline_before: number(),
        idle_after: number(),
        external_deadline_before: number(),
        certificate_expired: boolean().optional(),
        renewal_enrolled: boolean().optional(),
        certificate_expiring_first: number().optional(),
        certificate_expiring_second: number().optional(),
      }),
      computeKey: ({ company_id, scope }) => ({
        pk: keys.company(company_id),
        sk: keys.notificationSettingsSk(courseOf(scope)),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * The content (sanitised rich-text template with placeholders) of one notification type, for the company
 * (pk `C#<cid>`, sk `NCONTENT#COMPANY#<type>`) or one course (sk `NCONTENT#COURSE#<courseId>#<type>`).
 */
export const notificationContentEntity = lazy(
  () =>
    new Entity({
      name: 'NotificationContent',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        scope: string().key(),
        content_type: number().key(),
        content: string(),
      }),
      computeKey: ({ company_id, scope, content_type }) => ({
        pk: keys.company(company_id),
        sk: keys.notificationContentSk(content_type, courseOf(scope)),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
