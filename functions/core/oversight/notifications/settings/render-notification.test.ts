import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULT_CONTENT,
  NOTIFICATION_SAMPLE_VALUES,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TITLES,
} from '@skillway/shared';
import { loadSanitiser, sanitizeRichText } from '../../../platform/html/html-sanitiser';
import { escapeHtml, fillPlaceholders } from './placeholders';
import { renderTemplate } from './render-notification';

beforeAll(loadSanitiser);

describe('fillPlaceholders', () => {
  it('replaces every placeholder, leaves unknown braces alone and empties missing values', () => {
    const out = fillPlaceholders(
      '{first_name} {last_name}: {course_name} / {playlist_name} by {deadline} in {days} at {company_name} {link} until {expiry_date} {other}',
      {
        first_name: 'Ann',
        last_name: 'Lee',
        course_name: 'Fire',
        deadline: '01/02/2027',
        days: 7,
        company_name: 'Acme',
        link: 'https://x.test/c',
        expiry_date: '12-03-2027',
      },
      false,
    );
    expect(out).toBe('Ann Lee: Fire /  by 01/02/2027 in 7 at Acme https://x.test/c until 12-03-2027 {other}');
  });

  it('escapes values for HTML, so a name cannot inject markup', () => {
    expect(fillPlaceholders('<p>{first_name}</p>', { first_name: '<script>alert(1)</script>' }, true)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(fillPlaceholders('<a href="{link}">x</a>', { link: 'https://x.test/?a=1&b="2"' }, true)).toBe(
      '<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">x</a>',
    );
    expect(escapeHtml(`'&`)).toBe('&#39;&amp;');
  });
});

describe('renderTemplate', () => {
  it('renders the default text of every type with the sample values: HTML, text, subject and title', () => {
    for (const type of NOTIFICATION_TYPE_IDS) {
      const out = renderTemplate(type, NOTIFICATION_DEFAULT_CONTENT[type], NOTIFICATION_SAMPLE_VALUES);
      expect(out.html).not.toMatch(
        /\{(first_name|last_name|course_name|playlist_name|deadline|days|company_name|link|expiry_date)\}/,
      );
      expect(out.html).toContain('Hi Alex,');
      expect(out.html).toContain(`href="${NOTIFICATION_SAMPLE_VALUES.link}"`);
      expect(out.text).toContain('Hi Alex,');
      expect(out.text).toContain(`(${NOTIFICATION_SAMPLE_VALUES.link})`);
      expect(out.text).not.toMatch(/<[a-z]/i);
      expect(out.subject).toBe(out.title);
      expect(out.title).not.toContain('{');
    }
    const assigned = renderTemplate(1, NOTIFICATION_DEFAULT_CONTENT[1], NOTIFICATION_SAMPLE_VALUES);
    expect(assigned.title).toBe('You have been assigned the course Fire Safety Awareness');
    expect(assigned.html).toContain('<strong>Fire Safety Awareness</strong> by Demo Ltd.');
    const reminder = renderTemplate(6, NOTIFICATION_DEFAULT_CONTENT[6], { ...NOTIFICATION_SAMPLE_VALUES, days: 3 });
    expect(reminder.title).toBe('Fire Safety Awareness is due in 3 days');
    expect(reminder.text).toContain('is due in 3 days, on 31/12/2026.');
    // Recertification's three: the expiry day and the renewal's deadline in the title and the text.
    const expiring = renderTemplate(11, NOTIFICATION_DEFAULT_CONTENT[11], { ...NOTIFICATION_SAMPLE_VALUES, days: 30 });
    expect(expiring.title).toBe('Your Fire Safety Awareness certificate expires in 30 days');
    expect(expiring.text).toContain('expires in 30 days, on 12/03/2027.');
    const expired = renderTemplate(12, NOTIFICATION_DEFAULT_CONTENT[12], NOTIFICATION_SAMPLE_VALUES);
    expect(expired.title).toBe('Your Fire Safety Awareness certificate has expired');
    expect(expired.text).toContain('expired on 12/03/2027. Complete the renewal by 31/12/2026.');
    const renewal = renderTemplate(13, NOTIFICATION_DEFAULT_CONTENT[13], NOTIFICATION_SAMPLE_VALUES);
    expect(renewal.title).toBe('Renew your Fire Safety Awareness certificate by 31/12/2026');
    expect(renewal.text).toContain('expires on 12/03/2027, so you have been enrolled on it again.');
  });

  it('escapes in the HTML but keeps plain values in the subject and text', () => {
    const out = renderTemplate(10, '<p>Well done {first_name} on {course_name}</p>', {
      first_name: 'Tom & <b>Jerry</b>',
      course_name: 'A < B',
    });
    expect(out.html).toBe('<p>Well done Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; on A &lt; B</p>');
    expect(out.text).toBe('Well done Tom & <b>Jerry</b> on A < B');
    expect(out.subject).toBe('You have completed A < B');
  });

  it('caps a long title', () => {
    const out = renderTemplate(1, '<p>x</p>', { course_name: 'n'.repeat(500) });
    expect(out.title.length).toBe(200);
    expect(out.subject.length).toBeGreaterThan(500);
  });

  it('the default texts survive the rich-text sanitiser with their placeholders (what a saved template keeps)', () => {
    for (const type of NOTIFICATION_TYPE_IDS) {
      const clean = sanitizeRichText(NOTIFICATION_DEFAULT_CONTENT[type]);
      expect(clean).toContain('{first_name}');
      expect(clean).toContain('href="{link}"');
    }
    expect(Object.keys(NOTIFICATION_TITLES)).toHaveLength(NOTIFICATION_TYPE_IDS.length);
  });
});
