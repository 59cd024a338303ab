import type { TCatalogueCourseSource } from '../catalogue-types';
import { introVideoMaterial } from '../shared-materials';

export const informationSecurityAwareness: TCatalogueCourseSource = {
  course: {
    slug: 'information-security-awareness',
    name: 'Information Security Awareness',
    language: 'en-GB',
    description_html: [
      '<p>Most cyber attacks on organisations start with a person: a convincing email, a reused password or an urgent phone call. This course gives you the habits that stop them, drawn from National Cyber Security Centre (NCSC) advice.</p>',
      '<h3>Who it is for</h3>',
      '<p>Everyone with a work account, device or access card, whether in the office, on the move or at home. No technical knowledge is needed.</p>',
      '<h3>What you will learn</h3>',
      '<ul>',
      '<li>How to spot phishing emails, scam texts and calls, and how to report them</li>',
      '<li>How to protect your accounts with strong passwords, a password manager and 2-step verification</li>',
      '<li>How to keep devices and information secure in the office, at home and in public places</li>',
      '<li>How to stop payment fraud and social engineering, including tailgating</li>',
      '<li>Why reporting a mistake quickly is always the right thing to do</li>',
      '</ul>',
      '<h3>Duration</h3>',
      '<p>About 45 minutes, including a short video, a handout, a slide deck, NCSC guidance and a 12-question test (pass mark 80%).</p>',
    ].join(''),
    course_type: 353356,
    minutes: 45,
    topics: ['information security', 'cyber security', 'phishing', 'passwords'],
    materials: [
      introVideoMaterial(),
      {
        title: 'Information Security Awareness handout',
        description: 'The course text: phishing, passwords, devices, payment fraud and incident reporting.',
        kind: 'document',
        file: 'information-security-awareness/information-security-awareness-handout.pdf',
      },
      {
        title: 'Information Security Awareness slides',
        description: 'The key habits as a slide deck for a team briefing.',
        kind: 'powerpoint',
        file: 'information-security-awareness/information-security-awareness-slides.pptx',
      },
      {
        title: 'NCSC: Phishing, spot and report scam emails, texts, websites and calls',
        description: 'National Cyber Security Centre advice on recognising and reporting scams.',
        kind: 'link',
        url: 'https://www.ncsc.gov.uk/collection/phishing-scams',
      },
    ],
    quiz: {
      pass_mark: 80,
      questions: [
        {
          question: 'Which of these emails is most likely to be phishing?',
          question_type: 1,
          options: {
            a: 'A meeting invitation from your manager about a project you are working on',
            b: 'An urgent message saying your account will close today unless you click a link and enter your password',
            c: 'The monthly company newsletter sent to all staff',
            d: 'A reply from a colleague to an email you sent them',
          },
          correct_answer: 'b',
          core_question: true,
        },
        {
          question: 'Select ALL the warning signs of a phishing email.',
          question_type: 3,
          options: {
            a: 'The sender address does not match the organisation it claims to be from',
            b: 'It creates urgency or threatens a penalty',
            c: 'It has an attachment or link you were not expecting',
            d: 'Hovering over a link shows a different address from the link text',
            e: 'It is from a colleague about a meeting you arranged together',
            f: 'It arrives during working hours',
          },
          correct_answer: ['a', 'b', 'c', 'd'],
          core_question: false,
        },
        {
          question: 'Match each threat to its description.',
          question_type: 4,
          options: {
            a: 'Phishing',
            b: 'Smishing',
            c: 'Vishing',
            d: 'Tailgating',
            e: 'Ransomware',
            f: 'A scam email that tries to make you click, open or reveal something',
            g: 'A scam sent by text message',
            h: 'A scam phone or voice call',
            i: 'Following an authorised person through a secure door',
            j: 'Malicious software that locks or encrypts files and demands payment',
          },
          correct_answer: ['a:f', 'b:g', 'c:h', 'd:i', 'e:j'],
          core_question: false,
        },
        {
          question: 'The NCSC recommends making a strong password from three random ____.',
          question_type: 2,
          options: { a: 'words' },
          correct_answer: 'a',
          core_question: false,
        },
        {
          question:
            'A supplier emails to say their bank details have changed and asks you to pay the next invoice to the new account. What should you do?',
          question_type: 1,
          options: {
            a: 'Update the details and pay: the email uses the supplier’s logo',
            b: 'Reply to the email asking them to confirm',
            c: 'Check by phoning the supplier on a number you already hold, and follow your finance procedure',
            d: 'Pay half to the old account and half to the new one',
          },
          correct_answer: 'c',
          core_question: true,
        },
        {
          question:
            'You clicked a link in an email and typed in your work password before realising it was fake. What should you do?',
          question_type: 1,
          options: {
            a: 'Say nothing, because you might get into trouble',
            b: 'Report it to IT or security immediately and change your password as they direct',
            c: 'Wait to see whether anything strange happens',
            d: 'Delete the email so nobody else sees it',
          },
          correct_answer: 'b',
          core_question: true,
        },
        {
          question: 'Select ALL the practices that keep your accounts secure.',
          question_type: 3,
          options: {
            a: 'Using a password manager',
            b: 'Turning on 2-step verification (multi-factor authentication)',
            c: 'Using a separate password for your work email',
            d: 'Installing software updates promptly',
            e: 'Reusing one strong password everywhere',
            f: 'Writing your password on a note stuck to the screen',
          },
          correct_answer: ['a', 'b', 'c', 'd'],
          core_question: false,
        },
        {
          question: 'You find a USB stick in the office car park. What should you do?',
          question_type: 1,
          options: {
            a: 'Plug it in to find out who owns it',
            b: 'Hand it to IT or security without plugging it in',
            c: 'Keep it to use for your own files',
            d: 'Plug it into a colleague’s computer instead of yours',
          },
          correct_answer: 'b',
          core_question: false,
        },
        {
          question: 'In the UK, suspicious text messages can be forwarded free of charge to ____.',
          question_type: 2,
          options: { a: '7726' },
          correct_answer: 'a',
          core_question: false,
        },
        {
          question:
            'Someone without a visible pass follows you towards a secure door and asks you to hold it. What should you do?',
          question_type: 1,
          options: {
            a: 'Hold the door: it would be rude not to',
            b: 'Politely ask them to use their own pass or direct them to reception, and report it if they persist',
            c: 'Lend them your pass',
            d: 'Ignore them and let the door close without saying anything',
          },
          correct_answer: 'b',
          core_question: false,
        },
        {
          question: 'You need to work in a café using its public Wi-Fi. What is the safest approach?',
          question_type: 1,
          options: {
            a: 'Connect to any open network with the strongest signal',
            b: 'Use your organisation’s VPN or your mobile hotspot, and watch who can see your screen',
            c: 'Turn off your firewall so the connection is faster',
            d: 'Share your screen with the café staff so they can help',
          },
          correct_answer: 'b',
          core_question: false,
        },
        {
          question: 'Match each situation to the right action.',
          question_type: 4,
          options: {
            a: 'Leaving your desk for a coffee',
            b: 'A pop-up says a software update is ready',
            c: 'A caller claiming to be IT asks for your password',
            d: 'A suspicious email arrives in your inbox',
            f: 'Lock your screen (Windows key + L)',
            g: 'Install it promptly, or let IT’s managed update run',
            h: 'Refuse: IT never needs your password, and report the call',
            i: 'Report it using your organisation’s phishing process, then delete it',
          },
          correct_answer: ['a:f', 'b:g', 'c:h', 'd:i'],
          core_question: false,
        },
      ],
    },
  },
  handout: {
    file: 'information-security-awareness/information-security-awareness-handout.pdf',
    summary:
      'Attackers find it easier to trick a person than to break through technical defences. A few consistent habits protect you, your colleagues and the organisation’s information.',
    sections: [
      {
        heading: 'Spotting phishing',
        paragraphs: [
          'Phishing messages try to make you click a link, open an attachment, enter a password or make a payment. They arrive by email, text message (smishing), phone call (vishing) and social media, and are often well written and personalised.',
        ],
        bullets: [
          'Authority: does it claim to be from someone important, such as a director, a bank or a government department?',
          'Urgency: does it demand action now, or threaten a fine or account closure?',
          'Emotion: does it create fear, curiosity or excitement, such as a prize or a parcel?',
          'Scarcity or current events: does it offer something in short supply or tied to the news?',
          'Check the sender address and hover over links before clicking; if in doubt, contact the sender by a route you already know',
        ],
      },
      {
        heading: 'Reporting scams',
        bullets: [
          'At work, report suspicious messages using your organisation’s process (often a "report phishing" button), then delete them',
          'Suspicious emails can also be forwarded to the NCSC at report@phishing.gov.uk',
          'Suspicious text messages can be forwarded free of charge to 7726',
          'If you clicked a link, opened a file or entered a password, tell IT or security immediately: speed matters more than embarrassment',
        ],
      },
      {
        heading: 'Passwords and accounts',
        bullets: [
          'Use a strong, separate password for your work and email accounts; three random words make one that is long and memorable',
          'Never reuse passwords between sites: one breach then unlocks every account',
          'Use a password manager, if your organisation provides or approves one',
          'Turn on 2-step verification (multi-factor authentication) wherever it is offered',
          'Never share your password or approve a sign-in prompt you did not start; IT will never ask for your password',
        ],
      },
      {
        heading: 'Devices and the workplace',
        bullets: [
          'Lock your screen whenever you leave it (Windows key + L, or Ctrl + Cmd + Q on a Mac)',
          'Install updates promptly: they fix security weaknesses attackers already know about',
          'Do not plug in unknown USB sticks or chargers; hand found devices to IT or security',
          'Ransomware locks or encrypts files and demands payment: updates, backups and care with links and attachments defend against it',
          'Keep a clear desk, use confidential waste and collect printing straight away',
          'Wear your pass, do not let people tailgate through secure doors, and challenge strangers politely',
        ],
      },
      {
        heading: 'Working away from the office',
        bullets: [
          'Avoid public Wi-Fi for work; use your organisation’s VPN or your mobile hotspot',
          'Position yourself so others cannot read your screen, and take calls where you cannot be overheard',
          'Never leave devices unattended in public places or visible in a car',
          'Report lost or stolen devices immediately so they can be locked or wiped',
        ],
      },
      {
        heading: 'Payment fraud and social engineering',
        paragraphs: [
          'In payment diversion fraud a criminal poses as a supplier or senior manager and asks for a payment, or for bank details to be changed. Always check a change of bank details or an unusual payment request by phoning the person on a number you already hold, never one given in the message, and follow your finance controls even under pressure.',
        ],
      },
    ],
  },
  slides: { file: 'information-security-awareness/information-security-awareness-slides.pptx' },
};
