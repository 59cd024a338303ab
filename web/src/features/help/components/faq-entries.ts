import { BANDS, CANCEL_NOTICE_DAYS, CONTRACT_MONTHS } from '@skillway/shared';

export interface TFaqEntry {
  question: string;
  answer: string;
}

const bandLimits = BANDS.map((band) => `${band.max} users (${band.name})`).join(', ');

/** The FAQ page's statements (spec section 2, 'FAQ page'), one question each. */
export const FAQ_ENTRIES: readonly TFaqEntry[] = [
  {
    question: 'How long is the contract, and how many users can we have?',
    answer:
      `Subscriptions run on ${CONTRACT_MONTHS}-month contracts. The number of users you can have depends on your ` +
      `banding: ${bandLimits}. You can upgrade to a higher band at any time.`,
  },
  {
    question: 'How many administrators can a company have?',
    answer: 'A company has a single administrator, who manages the courses, users, groups, reports and the account.',
  },
  {
    question: 'How do I cancel?',
    answer:
      `Contracts renew automatically. To cancel the auto-renewal, tell us at least ${CANCEL_NOTICE_DAYS} days ` +
      'before your renewal date.',
  },
  {
    question: 'What happens when I delete a user?',
    answer:
      'Deleting a user is permanent: the user and their learning records cannot be recovered. Archive a user ' +
      'instead if you may need their records later.',
  },
  {
    question: 'Can I export reports?',
    answer: 'Yes. Every report can be exported as a PDF or a CSV file.',
  },
  {
    question: 'Is there a storage limit?',
    answer: 'No. There is no limit on the storage your courses and files use, subject to our fair-use policy.',
  },
  {
    question: 'Is there a course marketplace?',
    answer:
      'A marketplace of ready-made courses from our partners was announced for launch in 2020. It is not open ' +
      'yet; the Marketplace page shows what is coming.',
  },
];
