import type { TLanguage } from '@skillway/shared/constants/languages';
import { formatDay } from '../../format/format-day';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The bell's title of a signing certificate's expiry notice, in the administrator's language. */
export function ssoCertificateTitle(
  connectionName: string,
  expiresDay: string,
  daysLeft: number,
  language?: TLanguage,
): string {
  const i18n = textsIn(language);
  const expiresOn = formatDay(expiresDay) ?? '';
  return oneLine(
    daysLeft <= 0
      ? i18n._('Single sign-on: the signing certificate of {connectionName} expires today ({expiresOn})', {
          connectionName,
          expiresOn,
        })
      : i18n._(
          'Single sign-on: the signing certificate of {connectionName} expires {daysLeft, plural, one {in # day} other {in # days}} ({expiresOn})',
          { connectionName, daysLeft, expiresOn },
        ),
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
  /** The administrator's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, connectionName } = input;
  const expiresOn = formatDay(input.expiresDay) ?? '';
  return renderEmail({
    language: input.language,
    subject: ssoCertificateTitle(connectionName, input.expiresDay, input.daysLeft, input.language),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      input.subject
        ? i18n._(
            'The SAML signing certificate of your single sign-on connection "{connectionName}" expires on {expiresOn} ({certificateSubject}).',
            { connectionName, expiresOn, certificateSubject: input.subject },
          )
        : i18n._(
            'The SAML signing certificate of your single sign-on connection "{connectionName}" expires on {expiresOn}.',
            { connectionName, expiresOn },
          ),
      i18n._(
        "When your identity provider starts signing with its new certificate, upload its new metadata to the connection (or, if the connection reads its metadata from a URL, save the connection again). Until then your users' sign-ins keep working with the current certificate.",
      ),
      i18n._('Administrators can always sign in with their password.'),
    ],
    action: { label: i18n._('Open Single Sign-On'), url: input.link },
  });
}

/** The bell's title when a first SSO sign-in could not create the user: the band is full. */
export function ssoBandFullTitle(email: string, language?: TLanguage): string {
  const i18n = textsIn(language);
  return oneLine(i18n._('Single sign-on: {email} could not be added because your user limit is reached', { email }));
}

export function ssoBandFullEmail(input: {
  firstName: string;
  email: string;
  link: string;
  /** The administrator's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, email } = input;
  return renderEmail({
    language: input.language,
    subject: ssoBandFullTitle(email, input.language),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._(
        '{email} signed in with single sign-on for the first time, but their account could not be created: your company has reached the user limit of its plan.',
        { email },
      ),
      i18n._('Archive users who have left, or move to a larger plan on Account Status; they can then sign in again.'),
    ],
    action: { label: i18n._('Open Account Status'), url: input.link },
  });
}
