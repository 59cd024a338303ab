import type { TPageQuery, TTeamCard } from '@skillway/shared';
import { userDeadlineStatus } from '../delivery/enrolment/deadline-status';
import { listTeamPage } from '../people/team/list-team';
import { londonDay } from '../platform/format/calendar-day';
import type { TAuth } from '../platform/http/principal';

/** Cards whose deadlines are read at once: a whole team's page stays within a few rounds of Queries. */
const CARD_READS_AT_ONCE = 16;

/**
 * GET /my-team: the team's cards (people/team) with each member's overdue and due-this-week courses. Progress comes
 * from the counters kept on write (`total_completed_courses` of `total_courses`). Overdue cannot be such a counter:
 * an enrolment becomes overdue when a day passes, with no write to count it on; so it is read per card on the page,
 * one Query of the member's course enrolments each (bounded by the company's courses), never a Scan or a read of
 * anyone not shown.
 */
export async function listTeamCards(auth: TAuth, query: TPageQuery, path: string) {
  const page = await listTeamPage(auth, query, path);
  const today = londonDay(Date.now());
  const data: TTeamCard[] = [];
  for (let start = 0; start < page.data.length; start += CARD_READS_AT_ONCE) {
    const cards = page.data.slice(start, start + CARD_READS_AT_ONCE);
    const statuses = await Promise.all(cards.map((card) => userDeadlineStatus(auth.companyId, card.id, today)));
    cards.forEach((card, i) =>
      data.push({
        ...card,
        overdue_courses: statuses[i]!.overdue.length,
        due_soon_courses: statuses[i]!.dueSoon.length,
      }),
    );
  }
  return { data, meta: page.meta };
}
