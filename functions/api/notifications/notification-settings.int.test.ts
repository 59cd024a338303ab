/**
 * Notification settings and templates: the company's settings (defaults, save, bounds), the thirteen templates
 * (defaults, save, sanitising), a course's override through PATCH /courses/{id} and its content, and who may call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULT_CONTENT, NOTIFICATION_MESSAGES, ROLE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { effectiveNotificationSettings } from '../../core/oversight/notifications/settings/effective-settings';
import { putSettings } from '../../core/oversight/notifications/settings/settings-repository';
import {
  notificationTemplate,
  renderNotification,
} from '../../core/oversight/notifications/settings/render-notification';

const DEFAULTS = {
  get_by: 2,
  shown_up: 3,
  course_assign: true,
  playlist_assign: true,
  deadline_set: true,
  deadline_changed: true,
  missed_deadline: true,
  course_status_changed: true,
  course_completion: true,
  certificate_expired: true,
  renewal_enrolled: true,
  deadline_before: 7,
  idle_after: 14,
  external_deadline_before: 30,
  certificate_expiring_first: 30,
  certificate_expiring_second: 7,
};

describe('notification settings and templates', () => {
  let token: string;
  let companyId: string;
  let courseId: string;
  let otherToken: string;
  let otherCourseId: string;

  beforeAll(async () => {
    const admin = await registerCompany();
    token = admin.token;
    companyId = admin.user.company_id;
    courseId = (await createCourse(token, { name: 'Override course' })).id;
    const other = await registerCompany();
    otherToken = other.token;
    otherCourseId = (await createCourse(otherToken, { name: 'Elsewhere' })).id;
  });

  it('reads the defaults when nothing is saved, saves and reads back', async () => {
    const fresh = await call('GET', '/v1/get-notification-settings', { token: otherToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({ ...DEFAULTS, source: 'default' });

    const saved = await call('POST', '/v1/notification-setting', {
      token,
      body: {
        get_by: 3,
        shown_up: '1',
        course_assign: 0,
        playlist_assign: false,
        deadline_set: '1',
        missed_deadline: true,
        deadline_before: '3',
        idle_after: 30,
        external_deadline_before: 365,
        certificate_expired: '0',
        certificate_expiring_first: 60,
        certificate_expiring_second: '14',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(NOTIFICATION_MESSAGES.SETTINGS_UPDATED);
    const expected = {
      ...DEFAULTS,
      get_by: 3,
      shown_up: 1,
      course_assign: false,
      playlist_assign: false,
      deadline_before: 3,
      idle_after: 30,
      external_deadline_before: 365,
      certificate_expired: false,
      certificate_expiring_first: 60,
      certificate_expiring_second: 14,
      source: 'company',
    };
    expect(saved.body.data).toEqual(expected);
    expect((await call('GET', '/v1/get-notification-settings', { token })).body.data).toEqual(expected);

    // A partial save keeps the rest.
    const partial = await call('POST', '/v1/notification-setting', {
      token,
      body: { course_assign: 1, idle_after: 1 },
    });
    expect(partial.body.data).toEqual({ ...expected, course_assign: true, idle_after: 1 });
    const effective = await effectiveNotificationSettings(companyId);
    expect(effective).toMatchObject({ getBy: 3, shownUp: 1, source: 'company', days: { idle_after: 1 } });
    expect(effective.switches.playlist_assign).toBe(false);
    // Another company still has the defaults.
    expect((await call('GET', '/v1/get-notification-settings', { token: otherToken })).body.data.source).toBe(
      'default',
    );
  });

  it('refuses day counts outside whole days 1–365 and bad choices, naming the field', async () => {
    const cases: [string, unknown][] = [
      ['deadline_before', 0],
      ['idle_after', 366],
      ['external_deadline_before', 1.5],
      ['deadline_before', '1.5'],
      ['idle_after', 'soon'],
      ['external_deadline_before', -2],
      ['certificate_expiring_first', 0],
      ['certificate_expiring_second', 366],
    ];
    for (const [field, value] of cases) {
      const result = await call('POST', '/v1/notification-setting', { token: otherToken, body: { [field]: value } });
      expect(result.status, `${field}=${String(value)}`).toBe(422);
      expect(Object.keys(result.body.errors)).toEqual([field]);
    }
    const zero = await call('POST', '/v1/notification-setting', { token: otherToken, body: { deadline_before: 0 } });
    expect(zero.body.errors.deadline_before[0]).toBe('The deadline reminder must be at least 1.');
    const big = await call('POST', '/v1/notification-setting', { token: otherToken, body: { idle_after: 366 } });
    expect(big.body.errors.idle_after[0]).toBe('The idle reminder may not be greater than 365.');
    const half = await call('POST', '/v1/notification-setting', {
      token: otherToken,
      body: { external_deadline_before: 1.5 },
    });
    expect(half.body.errors.external_deadline_before[0]).toBe('The external training expiry must be a whole number.');
    const soon = await call('POST', '/v1/notification-setting', {
      token: otherToken,
      body: { certificate_expiring_second: 'soon' },
    });
    expect(soon.body.errors.certificate_expiring_second[0]).toBe(
      'The certificate expiry, second reminder must be a number.',
    );
    for (const body of [{ get_by: 4 }, { shown_up: 0 }, { course_assign: 'yes' }, { renewal_enrolled: 2 }]) {
      const result = await call('POST', '/v1/notification-setting', { token: otherToken, body });
      expect(result.status).toBe(422);
      expect(Object.keys(result.body.errors)).toEqual(Object.keys(body));
    }
    // Nothing was saved by the refused requests.
    expect((await call('GET', '/v1/get-notification-settings', { token: otherToken })).body.data.source).toBe(
      'default',
    );
  });

  it('serves default content per type, saves sanitised content with placeholders kept', async () => {
    for (const type of [1, 6, 10, 11, 12, 13]) {
      const result = await call('GET', `/v1/get-notification-content/${type}`, { token: otherToken });
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({
        content_type: type,
        source: 'default',
        content: NOTIFICATION_DEFAULT_CONTENT[type as 1],
      });
    }
    for (const type of ['0', '14', 'abc']) {
      const result = await call('GET', `/v1/get-notification-content/${type}`, { token });
      expect(result.status).toBe(422);
      expect(result.body.errors).toHaveProperty('type');
    }

    const saved = await call('POST', '/v1/notification-content', {
      token,
      body: {
        content_type: 5,
        content:
          '<p onclick="x()">Dear {first_name}, {course_name} was due {deadline}<script>alert(1)</script></p><p><a href="{link}">Go</a><img src=x onerror=alert(1)></p>',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(NOTIFICATION_MESSAGES.UPDATED);
    const clean = '<p>Dear {first_name}, {course_name} was due {deadline}</p><p><a href="{link}">Go</a></p>';
    expect(saved.body.data).toMatchObject({
      content_type: 5,
      name: 'missed_deadline',
      source: 'company',
      content: clean,
    });
    expect((await call('GET', '/v1/get-notification-content/5', { token })).body.data.content).toBe(clean);

    const rendered = await renderNotification(companyId, 5, {
      first_name: '<b>Ann</b>',
      course_name: 'Fire',
      deadline: '01/01/2027',
      link: 'https://app.test/c/1',
    });
    expect(rendered.html).toBe(
      '<p>Dear &lt;b&gt;Ann&lt;/b&gt;, Fire was due 01/01/2027</p><p><a href="https://app.test/c/1">Go</a></p>',
    );
    expect(rendered.title).toBe('You missed the deadline for Fire');

    const empty = await call('POST', '/v1/notification-content', {
      token,
      body: { content_type: 5, content: '<script>x</script><p></p>' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.content[0]).toBe(NOTIFICATION_MESSAGES.CONTENT_REQUIRED);
    const badType = await call('POST', '/v1/notification-content', {
      token,
      body: { content_type: 14, content: '<p>x</p>' },
    });
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors)).toEqual(['content_type']);
  });

  it('reads the defaults of recertification’s fields from a settings item saved before they existed', async () => {
    const older = await registerCompany();
    // As an earlier deployment stored it: the seven switches and three day counts only.
    await putSettings(older.user.company_id, {
      get_by: 3,
      shown_up: 1,
      course_assign: false,
      playlist_assign: true,
      deadline_set: true,
      deadline_changed: true,
      missed_deadline: true,
      course_status_changed: true,
      course_completion: true,
      deadline_before: 2,
      idle_after: 14,
      external_deadline_before: 30,
    });
    const read = await call('GET', '/v1/get-notification-settings', { token: older.token });
    expect(read.body.data).toEqual({
      ...DEFAULTS,
      get_by: 3,
      shown_up: 1,
      course_assign: false,
      deadline_before: 2,
      source: 'company',
    });
    // A save of one field completes the item.
    const saved = await call('POST', '/v1/notification-setting', {
      token: older.token,
      body: { renewal_enrolled: false },
    });
    expect(saved.body.data).toMatchObject({
      renewal_enrolled: false,
      certificate_expiring_first: 30,
      deadline_before: 2,
    });
  });

  it('keeps a course override from PATCH /courses/{id}, used by effectiveNotificationSettings', async () => {
    const before = await call('GET', `/v1/get-notification-course-setting/${courseId}`, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ course_id: courseId, source: 'company', get_by: 3 });

    const patched = await call('PATCH', `/v1/courses/${courseId}`, {
      token,
      body: {
        get_by: 1,
        shown_up: 2,
        deadline_changed: 0,
        deadline_before: 10,
        renewal_enrolled: 0,
        certificate_expiring_first: 45,
      },
    });
    expect(patched.status).toBe(200);
    const after = await call('GET', `/v1/get-notification-course-setting/${courseId}`, { token });
    expect(after.body.data).toMatchObject({
      course_id: courseId,
      source: 'course',
      get_by: 1,
      shown_up: 2,
      deadline_changed: false,
      deadline_before: 10,
      renewal_enrolled: false,
      certificate_expiring_first: 45,
      // Laid over what applied: the company's saved values.
      playlist_assign: false,
      idle_after: 1,
      certificate_expired: false,
      certificate_expiring_second: 14,
    });
    const effective = await effectiveNotificationSettings(companyId, courseId);
    expect(effective).toMatchObject({ getBy: 1, shownUp: 2, source: 'course', days: { deadline_before: 10 } });
    expect(effective.switches.deadline_changed).toBe(false);
    // The company's own settings are unchanged.
    expect((await effectiveNotificationSettings(companyId)).getBy).toBe(3);

    const bad = await call('PATCH', `/v1/courses/${courseId}`, { token, body: { deadline_before: 366 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['deadline_before']);
    // Another company's course is not found.
    expect((await call('GET', `/v1/get-notification-course-setting/${otherCourseId}`, { token })).status).toBe(404);
    expect((await call('PATCH', `/v1/courses/${otherCourseId}`, { token, body: { get_by: 1 } })).status).toBe(404);
    expect((await effectiveNotificationSettings(companyId, otherCourseId)).source).toBe('company');
  });

  it('keeps course content: the course’s own, else the company’s, else the default', async () => {
    const company = await call('GET', `/v1/get-notification-course-content/${courseId}?ctype=5`, { token });
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ course_id: courseId, content_type: 5, source: 'company' });
    const dflt = await call('GET', `/v1/get-notification-course-content/${courseId}?ctype=2`, { token });
    expect(dflt.body.data).toMatchObject({ source: 'default', content: NOTIFICATION_DEFAULT_CONTENT[2] });

    const saved = await call('POST', '/v1/notification-content', {
      token,
      body: {
        content_type: 2,
        course_id: courseId,
        content: '<p>Course text for {first_name}<iframe src="x"></iframe></p>',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      source: 'course',
      course_id: courseId,
      content: '<p>Course text for {first_name}</p>',
    });
    const read = await call('GET', `/v1/get-notification-course-content/${courseId}?ctype=2`, { token });
    expect(read.body.data.content).toBe('<p>Course text for {first_name}</p>');
    // The company's type 2 is still the default; rendering for the course uses the course's text.
    expect((await call('GET', '/v1/get-notification-content/2', { token })).body.data.source).toBe('default');
    expect((await renderNotification(companyId, 2, { first_name: 'Bo', company_name: 'X' }, courseId)).html).toBe(
      '<p>Course text for Bo</p>',
    );
    expect((await renderNotification(companyId, 2, { first_name: 'Bo' })).html).toContain('Hi Bo,');

    const missing = await call('GET', `/v1/get-notification-course-content/${courseId}`, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('ctype');
    expect((await call('GET', `/v1/get-notification-course-content/${otherCourseId}?ctype=1`, { token })).status).toBe(
      404,
    );
    const foreign = await call('POST', '/v1/notification-content', {
      token,
      body: { content_type: 1, course_id: otherCourseId, content: '<p>x</p>' },
    });
    expect(foreign.status).toBe(404);
    // The other company's course has no content of this company's.
    expect(
      (await call('GET', `/v1/get-notification-course-content/${otherCourseId}?ctype=1`, { token: otherToken })).body
        .data.source,
    ).toBe('default');
  });

  it('deletes a course’s override and content with the course', async () => {
    const doomed = (await createCourse(token, { name: 'Doomed' })).id;
    expect((await call('PATCH', `/v1/courses/${doomed}`, { token, body: { shown_up: 1 } })).status).toBe(200);
    const content = await call('POST', '/v1/notification-content', {
      token,
      body: { content_type: 3, course_id: doomed, content: '<p>Due {deadline}</p>' },
    });
    expect(content.status).toBe(200);
    expect((await effectiveNotificationSettings(companyId, doomed)).source).toBe('course');
    expect((await notificationTemplate(companyId, 3, doomed)).source).toBe('course');

    expect((await call('DELETE', `/v1/courses/${doomed}`, { token })).status).toBe(200);
    expect((await effectiveNotificationSettings(companyId, doomed)).source).toBe('company');
    expect((await notificationTemplate(companyId, 3, doomed)).source).toBe('default');
  });

  it('refuses learners and managers', async () => {
    const learner = await signIn(await addPerson(companyId, ROLE.USER, 'nset-learner'));
    const manager = await signIn(await addPerson(companyId, ROLE.MANAGER, 'nset-manager'));
    for (const who of [learner, manager]) {
      const requests: [string, string, unknown?][] = [
        ['GET', '/v1/get-notification-settings'],
        ['POST', '/v1/notification-setting', { get_by: 1 }],
        ['GET', '/v1/get-notification-content/1'],
        ['POST', '/v1/notification-content', { content_type: 1, content: '<p>x</p>' }],
        ['GET', `/v1/get-notification-course-setting/${courseId}`],
        ['GET', `/v1/get-notification-course-content/${courseId}?ctype=1`],
        ['PATCH', `/v1/courses/${courseId}`, { get_by: 2 }],
      ];
      for (const [method, path, body] of requests) {
        const result = await call(method as 'GET', path, { token: who, ...(body ? { body } : {}) });
        expect(result.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await effectiveNotificationSettings(companyId, courseId)).getBy).toBe(1);
  });
});
