import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { BANDS, CANCEL_NOTICE_DAYS, CONTRACT_MONTHS } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

export interface TFaqEntry {
  question: string;
  answer: string;
}

/** Each band's user limit and name, e.g. "20 users (1 to 20 employees)". */
function bandLimits(i18n: I18n): string {
  return BANDS.map((band) => {
    const max = band.max;
    const name = specText(band.name);
    return i18n._(msg`${plural(max, { one: '# user', other: '# users' })} (${name})`);
  }).join(', ');
}

/**
 * The FAQ page's statements (spec section 2, 'FAQ page'), one question each, in the active language: called at render
 * time (the language can change after load).
 */
export function faqEntries(i18n: I18n): readonly TFaqEntry[] {
  const limits = bandLimits(i18n);
  return [
    {
      question: i18n._(msg`How long is the contract, and how many users can we have?`),
      answer: i18n._(
        msg`Subscriptions run on ${CONTRACT_MONTHS}-month contracts. The number of users you can have depends on your banding: ${limits}. You can upgrade to a higher band at any time.`,
      ),
    },
    {
      question: i18n._(msg`How many administrators can a company have?`),
      answer: i18n._(
        msg`A company has a single administrator, who manages the courses, users, groups, reports and the account.`,
      ),
    },
    {
      question: i18n._(msg`How do I cancel?`),
      answer: i18n._(
        msg`Contracts renew automatically. To cancel the auto-renewal, tell us at least ${CANCEL_NOTICE_DAYS} days before your renewal date.`,
      ),
    },
    {
      question: i18n._(msg`What happens when I delete a user?`),
      answer: i18n._(
        msg`Deleting a user is permanent: the user and their learning records cannot be recovered. Archive a user instead if you may need their records later.`,
      ),
    },
    {
      question: i18n._(msg`Can I export reports?`),
      answer: i18n._(msg`Yes. Every report can be exported as a PDF or a CSV file.`),
    },
    {
      question: i18n._(msg`Is there a storage limit?`),
      answer: i18n._(
        msg`No. There is no limit on the storage your courses and files use, subject to our fair-use policy.`,
      ),
    },
    {
      question: i18n._(msg`Is there a course marketplace?`),
      answer: i18n._(
        msg`A marketplace of ready-made courses from our partners was announced for launch in 2020. It is not open yet; the Marketplace page shows what is coming.`,
      ),
    },
  ];
}
