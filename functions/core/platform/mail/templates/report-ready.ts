import { renderEmail, type TRenderedEmail } from './layout';

/** The emailed report: a link to the report page (never the file itself), which asks for a fresh download link. */
export function reportReadyEmail(input: {
  firstName: string;
  reportTitle: string;
  fileType: string;
  link: string;
  validDays: number;
}): TRenderedEmail {
  return renderEmail({
    subject: `Your Skillway report is ready: ${input.reportTitle}`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `The ${input.reportTitle} you asked for is ready as ${input.fileType}.`,
      `Follow the link below and sign in to download it. The report is kept for ${input.validDays} days.`,
    ],
    action: { label: 'Download Report', url: input.link },
  });
}

/** The emailed report could not be built. */
export function reportFailedEmail(input: { firstName: string; reportTitle: string }): TRenderedEmail {
  return renderEmail({
    subject: `Your Skillway report could not be made: ${input.reportTitle}`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `We could not make the ${input.reportTitle} you asked for. Please request it again; if it keeps failing, contact support.`,
    ],
  });
}
