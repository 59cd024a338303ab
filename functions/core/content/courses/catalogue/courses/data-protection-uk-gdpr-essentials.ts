import type { TCatalogueCourseSource } from '../catalogue-types';
import { introVideoMaterial } from '../shared-materials';

export const dataProtectionUkGdprEssentials: TCatalogueCourseSource = {
  course: {
    slug: 'data-protection-uk-gdpr-essentials',
    name: 'Data Protection and UK GDPR Essentials',
    language: 'en-GB',
    description_html: [
      '<p>Almost every job involves personal data: names, contact details, HR records, customer accounts. This course explains what the UK GDPR and the Data Protection Act 2018 expect of you, and the everyday habits that keep personal data safe.</p>',
      '<h3>Who it is for</h3>',
      '<p>All staff, contractors and volunteers who see, handle or share information about customers, colleagues, suppliers or members of the public.</p>',
      '<h3>What you will learn</h3>',
      '<ul>',
      '<li>What counts as personal data and special category data</li>',
      '<li>The seven data protection principles and the six lawful bases for processing</li>',
      '<li>The rights people have over their data, including subject access requests</li>',
      '<li>How to recognise a personal data breach and why you must report it straight away</li>',
      '<li>Practical habits: checking recipients, verifying callers, clear desks and locked screens</li>',
      '</ul>',
      '<h3>Duration</h3>',
      '<p>About 40 minutes, including a short video, a handout, guidance from the ICO and a 12-question test (pass mark 80%).</p>',
    ].join(''),
    course_type: 353355,
    minutes: 40,
    topics: ['data protection', 'UK GDPR', 'privacy', 'compliance'],
    materials: [
      introVideoMaterial(),
      {
        title: 'Data Protection and UK GDPR Essentials handout',
        description: 'The course text: principles, lawful bases, individual rights, breaches and good habits.',
        kind: 'document',
        file: 'data-protection-uk-gdpr-essentials/data-protection-uk-gdpr-essentials-handout.pdf',
      },
      {
        title: 'ICO: UK GDPR guidance and resources',
        description: "The Information Commissioner's Office guidance for organisations.",
        kind: 'link',
        url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/',
      },
      {
        title: 'ICO: Report a personal data breach',
        description: 'How organisations report a breach to the ICO, and what counts as reportable.',
        kind: 'link',
        url: 'https://ico.org.uk/for-organisations/report-a-breach/',
      },
    ],
    quiz: {
      pass_mark: 80,
      questions: [
        {
          question: 'Which organisation regulates data protection in the UK?',
          question_type: 1,
          options: {
            a: "The Information Commissioner's Office (ICO)",
            b: 'The Health and Safety Executive (HSE)',
            c: 'The Financial Conduct Authority (FCA)',
            d: 'The National Cyber Security Centre (NCSC)',
          },
          correct_answer: 'a',
          core_question: true,
        },
        {
          question: 'Which of these best describes "personal data"?',
          question_type: 1,
          options: {
            a: 'Only information that is marked as confidential',
            b: 'Any information relating to an identified or identifiable living person',
            c: 'Only bank details and passwords',
            d: 'Any information stored on paper rather than on a computer',
          },
          correct_answer: 'b',
          core_question: false,
        },
        {
          question: 'Select ALL the types of information that are special category data under the UK GDPR.',
          question_type: 3,
          options: {
            a: 'Health information, such as a sickness absence reason',
            b: 'Religious or philosophical beliefs',
            c: 'Trade union membership',
            d: 'Biometric data used to identify someone, such as a fingerprint',
            e: 'A work postal address',
            f: 'A job title',
          },
          correct_answer: ['a', 'b', 'c', 'd'],
          core_question: false,
        },
        {
          question: 'Match each data protection principle to what it means.',
          question_type: 4,
          options: {
            a: 'Data minimisation',
            b: 'Storage limitation',
            c: 'Accuracy',
            d: 'Purpose limitation',
            e: 'Integrity and confidentiality',
            f: 'Collect only what is adequate, relevant and necessary',
            g: 'Keep data no longer than it is needed',
            h: 'Keep data correct and up to date',
            i: 'Use data only for the specified purposes it was collected for',
            j: 'Protect data with appropriate security',
          },
          correct_answer: ['a:f', 'b:g', 'c:h', 'd:i', 'e:j'],
          core_question: false,
        },
        {
          question: 'Select ALL of the following that are lawful bases for processing personal data.',
          question_type: 3,
          options: {
            a: 'Consent',
            b: 'Contract',
            c: 'Legal obligation',
            d: 'Legitimate interests',
            e: 'Commercial convenience',
            f: 'The information was easy to find online',
          },
          correct_answer: ['a', 'b', 'c', 'd'],
          core_question: false,
        },
        {
          question: 'How long does an organisation normally have to respond to a subject access request?',
          question_type: 1,
          options: {
            a: '72 hours',
            b: 'One month',
            c: 'Six months',
            d: 'There is no time limit',
          },
          correct_answer: 'b',
          core_question: true,
        },
        {
          question:
            'A reportable personal data breach must be reported to the ICO within ____ hours of the organisation becoming aware of it.',
          question_type: 2,
          options: { a: '72' },
          correct_answer: 'a',
          core_question: true,
        },
        {
          question:
            'You email a spreadsheet of customer details to the wrong external address. What should you do first?',
          question_type: 1,
          options: {
            a: 'Nothing: the recipient will probably just delete it',
            b: 'Report it immediately, following your organisation’s breach procedure',
            c: 'Ask the recipient to delete it and tell nobody else',
            d: 'Wait a few days to see whether anyone complains',
          },
          correct_answer: 'b',
          core_question: true,
        },
        {
          question:
            'A caller says they are a customer and asks you to read out the address you hold for them. What should you do?',
          question_type: 1,
          options: {
            a: 'Read it out: they know their own address',
            b: 'Verify their identity using your organisation’s procedure before disclosing anything',
            c: 'Email the address to any email address they give you',
            d: 'Refuse ever to discuss any account over the phone',
          },
          correct_answer: 'b',
          core_question: false,
        },
        {
          question: 'Alongside the UK GDPR, the main UK data protection law is the Data Protection Act ____.',
          question_type: 2,
          options: { a: '2018' },
          correct_answer: 'a',
          core_question: false,
        },
        {
          question: 'Match each individual right to what it allows a person to do.',
          question_type: 4,
          options: {
            a: 'Right of access',
            b: 'Right to rectification',
            c: 'Right to erasure',
            d: 'Right to object',
            e: 'Right to data portability',
            f: 'Get a copy of the personal data held about them',
            g: 'Have inaccurate personal data corrected',
            h: 'Have personal data deleted in certain circumstances',
            i: 'Object to processing, and always to direct marketing',
            j: 'Receive their data in a machine-readable format to reuse elsewhere',
          },
          correct_answer: ['a:f', 'b:g', 'c:h', 'd:i', 'e:j'],
          core_question: false,
        },
        {
          question: 'Select ALL the habits that help keep personal data safe.',
          question_type: 3,
          options: {
            a: 'Locking your screen whenever you leave your desk',
            b: 'Using BCC when emailing a group of external people',
            c: 'Checking the recipient and attachments before pressing send',
            d: 'Shredding or using confidential waste for printed personal data',
            e: 'Forwarding work files to your personal email to work from home',
            f: 'Leaving printouts on the printer to collect later',
          },
          correct_answer: ['a', 'b', 'c', 'd'],
          core_question: false,
        },
      ],
    },
  },
  handout: {
    file: 'data-protection-uk-gdpr-essentials/data-protection-uk-gdpr-essentials-handout.pdf',
    summary:
      'Data protection law gives people control over information about them and expects organisations, and everyone who works for them, to handle it lawfully, fairly and securely.',
    sections: [
      {
        heading: 'The law in the UK',
        paragraphs: [
          "Personal data in the UK is protected by the UK GDPR and the Data Protection Act 2018, and the Information Commissioner's Office (ICO) regulates them. The ICO can investigate, order changes and fine organisations up to £17.5 million or 4% of annual worldwide turnover, whichever is higher.",
          'The Data (Use and Access) Act 2025 amends parts of this framework in stages; the ICO publishes the current position. Your organisation’s data protection policy tells you how the rules apply to your role.',
        ],
      },
      {
        heading: 'What is personal data',
        paragraphs: [
          'Personal data is any information relating to an identified or identifiable living person: a name, email address, staff number, photo, IP address or an opinion about someone. It counts whether it is held electronically or in an organised paper filing system.',
          'Special category data needs extra protection: racial or ethnic origin, political opinions, religious or philosophical beliefs, trade union membership, genetic data, biometric data used for identification, health, and sex life or sexual orientation. Criminal offence data has its own, similar safeguards.',
        ],
      },
      {
        heading: 'The seven principles',
        bullets: [
          'Lawfulness, fairness and transparency: have a lawful basis and tell people what you do with their data',
          'Purpose limitation: use data only for the specified purposes it was collected for',
          'Data minimisation: collect only what is adequate, relevant and necessary',
          'Accuracy: keep data correct and up to date',
          'Storage limitation: keep data no longer than needed, then delete it securely',
          'Integrity and confidentiality: protect data with appropriate security',
          'Accountability: be able to show how you comply',
        ],
      },
      {
        heading: 'Lawful bases',
        paragraphs: [
          'Processing needs one of six lawful bases: consent, contract, legal obligation, vital interests, public task or legitimate interests. Consent is only one of them and must be freely given, specific, informed and as easy to withdraw as to give.',
        ],
      },
      {
        heading: 'Individual rights',
        paragraphs: [
          'People also have the right to be informed, to restrict processing and rights about automated decision-making. A subject access request can be made in any form, including verbally or on social media; it must normally be answered within one month, and is usually free. Pass any request to your data protection lead straight away.',
        ],
        bullets: [
          'Access: get a copy of the personal data held about them',
          'Rectification: have inaccurate personal data corrected',
          'Erasure: have personal data deleted in certain circumstances',
          'Object: object to processing, and always to direct marketing',
          'Data portability: receive their data in a machine-readable format to reuse elsewhere',
        ],
      },
      {
        heading: 'Personal data breaches',
        paragraphs: [
          'A breach is any security incident that leads to personal data being lost, destroyed, altered, disclosed or accessed without authorisation, accidentally or deliberately. Examples: an email to the wrong person, a lost laptop or paper file, a hacked account, or data sent without BCC.',
        ],
        bullets: [
          'Report a suspected breach to your data protection lead or manager immediately, even if you are unsure',
          'The organisation must report a breach that is likely to risk people’s rights and freedoms to the ICO within 72 hours of becoming aware of it',
          'People affected must be told without undue delay if the risk to them is high',
          'Never try to hide a mistake: fast reporting limits the harm',
        ],
      },
      {
        heading: 'Everyday good practice',
        bullets: [
          'Check recipients, attachments and autocomplete before sending; use BCC for external groups',
          'Verify a caller’s identity before discussing or disclosing personal data',
          'Lock your screen (Windows key + L) whenever you step away, and keep a clear desk',
          'Share the minimum needed, using approved systems, never personal email or unapproved apps',
          'Dispose of paper in confidential waste and follow your retention schedule',
          'Encrypt personal data on portable devices and report lost devices at once',
        ],
      },
    ],
  },
};
