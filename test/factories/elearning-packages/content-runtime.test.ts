/**
 * The packages' scripts run against a fake SCORM API / fake LRS (fake-runtime.ts): they call each standard's
 * runtime as real content does, resume from what was saved, and report completion and score.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeLrs, fakeScormApi, openContent, type TStatement } from './fake-runtime';
import {
  CMI5_DEFAULTS,
  PACKAGE_SCREEN,
  TINCAN_DEFAULTS,
  cmi5Package,
  scorm12Package,
  scorm2004Package,
  tinCanPackage,
} from './index';

const until = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 5 });

describe('SCORM 1.2 SCO', async () => {
  it('finds window.API in its parent, saves its page on "Next page", resumes there, and passes on "Finish"', async () => {
    const zip = scorm12Package();
    const lms = fakeScormApi('1.2');
    const first = openContent({ zip, page: 'index.html', player: { API: lms.api } });
    expect(lms.calls[0]).toBe('LMSInitialize');
    expect(lms.values['cmi.core.lesson_status']).toBe('incomplete');
    expect(first.text('page')).toBe(PACKAGE_SCREEN.page(1, 3));
    expect(first.text('resume')).toBe('');
    first.click('next');
    await until(() => expect(first.text('saved')).toBe(PACKAGE_SCREEN.saved(2)));
    expect(lms.commits.at(-1)).toMatchObject({ 'cmi.core.lesson_location': '2' });
    expect(JSON.parse(lms.values['cmi.suspend_data']!)).toEqual({ page: 2, visited: [1, 2] });
    first.leave();
    expect(lms.values['cmi.core.exit']).toBe('suspend');
    expect(lms.calls.slice(-2)).toEqual(['LMSCommit', 'LMSFinish']);

    const again = fakeScormApi('1.2', lms.values);
    const second = openContent({ zip, page: 'index.html', player: { API: again.api } });
    expect(second.text('resume')).toBe(PACKAGE_SCREEN.resumed(2));
    expect(second.text('page')).toBe(PACKAGE_SCREEN.page(2, 3));
    second.click('finish');
    await until(() => expect(second.text('result')).toBe(PACKAGE_SCREEN.passed(90)));
    expect(again.values).toMatchObject({
      'cmi.core.score.raw': '90',
      'cmi.core.lesson_status': 'passed',
      'cmi.core.exit': '',
    });
    expect(again.values['cmi.core.session_time']).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(again.calls.slice(-2)).toEqual(['LMSCommit', 'LMSFinish']);
    expect(second.text('result')).toBe(PACKAGE_SCREEN.passed(90));
    expect(second.disabled('finish')).toBe(true);
  });

  it('fails under the LMS mastery score, and says so when no API is found', async () => {
    const lms = fakeScormApi('1.2');
    const content = openContent({ zip: scorm12Package({ score: 60 }), page: 'index.html', player: { API: lms.api } });
    content.click('finish');
    await until(() => expect(content.text('status')).toBe(PACKAGE_SCREEN.finished));
    expect(lms.values['cmi.core.lesson_status']).toBe('failed');
    expect(content.text('result')).toBe(PACKAGE_SCREEN.failed(60));
    const alone = openContent({ zip: scorm12Package(), page: 'index.html' });
    expect(alone.text('status')).toBe('SCORM API not found');
  });
});

describe('SCORM 2004 SCOs', async () => {
  it('each finds API_1484_11, saves location and progress, resumes, and the scored one reports score.scaled', async () => {
    const zip = scorm2004Package();
    const reading = fakeScormApi('2004');
    const part1 = openContent({ zip, page: 'sco1/index.html', player: { API_1484_11: reading.api } });
    expect(reading.calls[0]).toBe('Initialize');
    expect(reading.values['cmi.completion_status']).toBe('incomplete');
    part1.click('next');
    await until(() => expect(part1.text('saved')).toBe(PACKAGE_SCREEN.saved(2)));
    expect(reading.values).toMatchObject({ 'cmi.location': '2', 'cmi.progress_measure': '1.00' });
    part1.click('finish');
    await until(() => expect(part1.text('status')).toBe(PACKAGE_SCREEN.finished));
    expect(reading.values).toMatchObject({ 'cmi.completion_status': 'completed', 'cmi.exit': 'normal' });
    expect(reading.values['cmi.success_status']).toBe('unknown');
    expect(reading.values['cmi.session_time']).toMatch(/^PT[\d.]+S$/);
    expect(reading.calls.at(-1)).toBe('Terminate');
    expect(part1.text('result')).toBe(PACKAGE_SCREEN.completed);

    const check = fakeScormApi('2004', { 'cmi.scaled_passing_score': '0.8' });
    const part2 = openContent({ zip, page: 'sco2/index.html', player: { API_1484_11: check.api } });
    part2.click('next');
    await until(() => expect(part2.text('saved')).toBe(PACKAGE_SCREEN.saved(2)));
    part2.leave();
    expect(check.values['cmi.exit']).toBe('suspend');
    const resumed = fakeScormApi('2004', check.values);
    const again = openContent({ zip, page: 'sco2/index.html', player: { API_1484_11: resumed.api } });
    expect(again.text('resume')).toBe(PACKAGE_SCREEN.resumed(2));
    again.click('finish');
    await until(() => expect(again.text('status')).toBe(PACKAGE_SCREEN.finished));
    expect(resumed.values).toMatchObject({
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.9',
    });
    expect(again.text('result')).toBe(PACKAGE_SCREEN.passed(90));
  });
});

const ENDPOINT = 'http://127.0.0.1:3000/v1/xapi/';
const ACTOR = {
  objectType: 'Agent',
  name: 'Lee Learner',
  account: { homePage: 'http://127.0.0.1:3000', name: 'user-1' },
};

describe('Tin Can activity', () => {
  it('reads its launch, sends attempted, keeps a bookmark, resumes, then sends completed and passed', async () => {
    const zip = tinCanPackage();
    const lrs = fakeLrs(ENDPOINT);
    const search = `?${new URLSearchParams({
      endpoint: ENDPOINT,
      auth: 'Basic dGVzdDpzZWNyZXQ=',
      actor: JSON.stringify(ACTOR),
      registration: 'c2a4f1de-3f5e-4c1a-9d7b-5b1f0e7c2a11',
      activity_id: TINCAN_DEFAULTS.activityId,
    })}`;
    const first = openContent({ zip, page: 'index.html', search, fetch: lrs.fetch });
    await until(() => expect(first.disabled('finish')).toBe(false));
    expect(lrs.verbs()).toEqual(['attempted']);
    expect(lrs.requests.every((request) => request.headers.Authorization === 'Basic dGVzdDpzZWNyZXQ=')).toBe(true);
    first.click('next');
    await until(() => expect(first.text('saved')).toBe(PACKAGE_SCREEN.saved(2)));
    const bookmark = {
      stateId: 'bookmark',
      activityId: TINCAN_DEFAULTS.activityId,
      registration: 'c2a4f1de-3f5e-4c1a-9d7b-5b1f0e7c2a11',
    };
    expect(lrs.state(bookmark)).toEqual({ page: 2, visited: [1, 2] });
    first.leave();
    expect(lrs.requests.at(-1)?.keepalive).toBe(true);

    const second = openContent({ zip, page: 'index.html', search, fetch: lrs.fetch });
    await until(() => expect(second.text('resume')).toBe(PACKAGE_SCREEN.resumed(2)));
    await until(() => expect(second.disabled('finish')).toBe(false));
    second.click('finish');
    await until(() => expect(second.text('result')).toBe(PACKAGE_SCREEN.passed(90)));
    expect(lrs.verbs()).toEqual(['attempted', 'experienced', 'suspended', 'resumed', 'completed', 'passed']);
    const passed = lrs.statements().at(-1)!;
    expect(passed.object.id).toBe(TINCAN_DEFAULTS.activityId);
    expect(passed.actor).toEqual(ACTOR);
    expect(passed.context?.registration).toBe('c2a4f1de-3f5e-4c1a-9d7b-5b1f0e7c2a11');
    expect(passed.result).toMatchObject({ success: true, completion: true, score: { scaled: 0.9 } });
  });
});

describe('cmi5 AU', () => {
  const REGISTRATION = '7d3d7f0b-8d4e-4b7a-a4c2-0c7b8e9f1a22';
  const AU = `${CMI5_DEFAULTS.courseId}/au/1`;
  const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
  const launchData = (launchMode = 'Normal') => ({
    contextTemplate: {
      contextActivities: { grouping: [{ id: AU, objectType: 'Activity' }] },
      extensions: { [SESSION]: 'session-1' },
    },
    launchMode,
    masteryScore: 0.8,
    moveOn: 'CompletedAndPassed',
  });
  const search = (fetchUrl: string) =>
    `?${new URLSearchParams({ endpoint: ENDPOINT, fetch: fetchUrl, registration: REGISTRATION, activityId: AU, actor: JSON.stringify(ACTOR) })}`;
  const categories = (statement: { context?: { contextActivities?: { category?: Array<{ id: string }> } } }) =>
    (statement.context?.contextActivities?.category ?? []).map((category) => category.id.split('/').pop());

  it('fetches its token, reads LMS.LaunchData, and sends initialized … completed, passed, terminated with the session id', async () => {
    const zip = cmi5Package();
    const fetchUrl = 'http://127.0.0.1:3000/v1/xapi/cmi5/fetch/launch-1';
    const lrs = fakeLrs(ENDPOINT, { fetchUrl, token: 'dG9rZW4=' });
    lrs.setState({ stateId: 'LMS.LaunchData', activityId: AU, registration: REGISTRATION }, launchData());
    const first = openContent({ zip, page: 'au1/index.html', search: search(fetchUrl), fetch: lrs.fetch });
    await until(() => expect(first.disabled('finish')).toBe(false));
    expect(lrs.requests[0]).toMatchObject({ method: 'POST' });
    expect(lrs.requests[0]!.url.href).toBe(fetchUrl);
    expect(lrs.requests[1]!.headers.Authorization).toBe('Basic dG9rZW4=');
    first.click('next');
    await until(() => expect(first.text('saved')).toBe(PACKAGE_SCREEN.saved(2)));
    first.leave();
    expect(lrs.verbs()).toEqual(['initialized', 'progressed', 'terminated']);
    expect(lrs.statements()[1]!.result?.extensions).toEqual({
      'https://w3id.org/xapi/cmi5/result/extensions/progress': 67,
    });
    expect(categories(lrs.statements()[1]!)).toEqual([]);

    // A new launch: a new fetch URL, the same registration and bookmark.
    const nextFetch = 'http://127.0.0.1:3000/v1/xapi/cmi5/fetch/launch-2';
    const relaunch = fakeLrs(ENDPOINT, { fetchUrl: nextFetch, token: 'b3RoZXI=' });
    relaunch.setState({ stateId: 'LMS.LaunchData', activityId: AU, registration: REGISTRATION }, launchData());
    relaunch.setState(
      { stateId: 'bookmark', activityId: AU, registration: REGISTRATION },
      lrs.state({ stateId: 'bookmark', activityId: AU, registration: REGISTRATION }),
    );
    const second = openContent({ zip, page: 'au1/index.html', search: search(nextFetch), fetch: relaunch.fetch });
    await until(() => expect(second.text('resume')).toBe(PACKAGE_SCREEN.resumed(2)));
    await until(() => expect(second.disabled('finish')).toBe(false));
    second.click('finish');
    await until(() => expect(second.text('result')).toBe(PACKAGE_SCREEN.passed(90)));
    expect(relaunch.verbs()).toEqual(['initialized', 'completed', 'passed', 'terminated']);
    const [initialized, completed, passed, terminated] = relaunch.statements() as [
      TStatement,
      TStatement,
      TStatement,
      TStatement,
    ];
    for (const statement of [initialized, completed, passed, terminated]) {
      expect(statement.context?.registration).toBe(REGISTRATION);
      expect(statement.context?.extensions?.[SESSION]).toBe('session-1');
      expect(statement.object.id).toBe(AU);
    }
    expect(categories(initialized)).toEqual(['cmi5']);
    expect(categories(completed)).toEqual(['cmi5', 'moveon']);
    expect(completed.result).toMatchObject({ completion: true });
    expect(passed.result).toMatchObject({ success: true, score: { scaled: 0.9 } });
    expect(passed.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/masteryscore']).toBe(0.8);
    expect(terminated.result?.duration).toMatch(/^PT[\d.]+S$/);
  });

  it('sends failed under the mastery score, nothing but terminated in Browse mode, and reports a refused fetch', async () => {
    const fetchUrl = 'http://127.0.0.1:3000/v1/xapi/cmi5/fetch/launch-3';
    const low = fakeLrs(ENDPOINT, { fetchUrl, token: 't' });
    low.setState({ stateId: 'LMS.LaunchData', activityId: AU, registration: REGISTRATION }, launchData());
    const failing = openContent({
      zip: cmi5Package({ score: 70 }),
      page: 'au1/index.html',
      search: search(fetchUrl),
      fetch: low.fetch,
    });
    await until(() => expect(failing.disabled('finish')).toBe(false));
    failing.click('finish');
    await until(() => expect(failing.text('result')).toBe(PACKAGE_SCREEN.failed(70)));
    expect(low.verbs()).toEqual(['initialized', 'completed', 'failed', 'terminated']);

    const browse = fakeLrs(ENDPOINT, { fetchUrl, token: 't' });
    browse.setState({ stateId: 'LMS.LaunchData', activityId: AU, registration: REGISTRATION }, launchData('Browse'));
    const browsing = openContent({
      zip: cmi5Package(),
      page: 'au1/index.html',
      search: search(fetchUrl),
      fetch: browse.fetch,
    });
    await until(() => expect(browsing.disabled('finish')).toBe(false));
    browsing.click('finish');
    await until(() => expect(browsing.text('status')).toBe(PACKAGE_SCREEN.finished));
    expect(browse.verbs()).toEqual(['initialized', 'terminated']);

    const refusing = openContent({
      zip: cmi5Package(),
      page: 'au1/index.html',
      search: search(`${fetchUrl}-other`),
      fetch: browse.fetch,
    });
    await until(() => expect(refusing.text('status')).toMatch(/^Error: /));
  });
});
