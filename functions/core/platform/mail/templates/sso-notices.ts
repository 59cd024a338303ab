import { formatDay } from '../../format/format-day';
import { renderEmail, type TRenderedEmail } from './layout';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The bell's title of a signing certificate's expiry notice. */
export function ssoCertificateTitle(connectionName: string, expiresDay: string, daysLeft: number): string {
  const when = daysLeft <= 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return oneLine(
    `Single sign-on: the signing certificate of ${connectionName} expires ${when} (${formatDay(expiresDay)})`,
  );
}

/**
 * The administrators' email before an IdP's SAML signing certificate expires: after that day the IdP's new
 * certificate must be in the connection, or its users cannot sign in.
 */
export function ssoCertificateEmail(input: {
  firstName: string;
  connectionName: string;
  subject: string;
  expiresDay: string;
  daysLeft: number;
  link: string;
}): TRenderedEmail {
  return renderEmail({
    subject: ssoCertificateTitle(input.connectionName, input.expiresDay, input.daysLeft),
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `The SAML signing certificate of your single sign-on connection "${input.connectionName}" expires on ${formatDay(input.expiresDay)}${input.subject ? ` (${input.subject})` : ''}.`,
      "When your identity provider starts signing with its new certificate, upload its new metadata to the connection (or, if the connection reads its metadata from a URL, save the connection again). Until then your users' sign-ins keep working with the current certificate.",
      'Administrators can always sign in with their password.',
    ],
    action: { label: 'Open Single Sign-On', url: input.link },
  });
}

/** The bell's title when a first SSO sign-in could not create the user: the band is full. */
export function ssoBandFullTitle(email: string): string {
  return oneLine(`Single sign-on: ${email} could not be added because your user limit is reached`);
}

export function ssoBandFullEmail(input: { firstName: string; email: string; link: string }): TRenderedEmail {
  return renderEmail({
    subject: ssoBandFullTitle(input.email),
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `${input.email} signed in with single sign-on for the first time, but their account could not be created: your company has reached the user limit of its plan.`,
      'Archive users who have left, or move to a larger plan on Account Status; they can then sign in again.',
    ],
    action: { label: 'Open Account Status', url: input.link },
  });
}
