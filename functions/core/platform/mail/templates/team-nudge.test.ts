import { describe, expect, it } from 'vitest';
import { teamNudgeEmail, teamNudgeTitle } from './team-nudge';

const fire = { name: 'Fire Safety', deadline: '2027-03-01' };
const aid = { name: 'First Aid', deadline: '2027-03-05' };

describe('the My Team nudge', () => {
  it('titles the bell notification with the sender and the courses, overdue first', () => {
    expect(teamNudgeTitle('Mona Ager', [fire], [aid])).toBe(
      'Reminder from Mona Ager: Fire Safety (overdue since 01-03-2027), First Aid (due 05-03-2027)',
    );
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, deadline: '2027-03-02' }));
    expect(teamNudgeTitle('Mona\nAger', [], many)).toBe(
      'Reminder from Mona Ager: A (due 02-03-2027), B (due 02-03-2027), C (due 02-03-2027) and 2 more',
    );
  });

  it('lists every course with its deadline in the email, escaped, with a link to the courses', () => {
    const mail = teamNudgeEmail({
      firstName: '<b>Tina</b>',
      senderName: 'Mona Ager',
      companyName: 'Acme',
      overdue: [fire],
      dueSoon: [aid, { name: 'Manual <Handling>', deadline: '2027-03-06' }],
      link: 'https://app.test/courses',
    });
    expect(mail.subject).toBe('A reminder from Mona Ager: your courses to complete');
    expect(mail.text).toContain('Overdue: Fire Safety (overdue since 01-03-2027).');
    expect(mail.text).toContain('Due this week: First Aid (due 05-03-2027); Manual <Handling> (due 06-03-2027).');
    expect(mail.text).toContain('Open My Courses: https://app.test/courses');
    expect(mail.html).toContain('&lt;b&gt;Tina&lt;/b&gt;');
    expect(mail.html).toContain('Manual &lt;Handling&gt;');
    expect(mail.html).not.toContain('<b>Tina</b>');
  });

  it('leaves out an empty list', () => {
    const mail = teamNudgeEmail({
      firstName: 'Tina',
      senderName: 'Mona Ager',
      companyName: 'Acme',
      overdue: [],
      dueSoon: [aid],
      link: 'https://app.test/courses',
    });
    expect(mail.text).not.toContain('Overdue:');
  });
});
