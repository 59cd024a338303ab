import {
  Alert,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconCircleX, IconRefresh, type TablerIcon } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import {
  CERTIFICATE_STANDING_LABELS,
  MSG,
  type TCertificateStanding,
  type TCertificateVerification,
} from '@skillway/shared';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { formatLocale, formatLongDate, formatMediumDate } from '../../../lib/format-date';
import { useCertificateVerification } from '../api/queries';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Each standing's colour and icon; the words (CERTIFICATE_STANDING_LABELS) always beside them, never colour alone. */
const STANDING_LOOK: Record<TCertificateStanding, { color: string; icon: TablerIcon }> = {
  valid: { color: 'green', icon: IconCircleCheck },
  expired: { color: 'red', icon: IconCircleX },
  superseded: { color: 'orange', icon: IconRefresh },
};

/** The expiry line under the standing: "Valid until …" while valid, "Expired on …" after; null when none. */
function useExpiryLine(data: Pick<TCertificateVerification, 'standing' | 'expires_on'>): string | null {
  const { t } = useLingui();
  if (!data.expires_on) return null;
  // English as the server writes it (12 Mar 2027); another language its own (12 mar 2027).
  const day = formatMediumDate(data.expires_on);
  // A superseded certificate's own expiry still says when it stopped (or would stop) counting.
  if (data.standing === 'expired') return t`Expired on ${day}`;
  return data.standing === 'valid' ? t`Valid until ${day}` : t`Expiry date ${day}`;
}

/**
 * The completion day in the visitor's language (signed out, the browser's): English exactly as the server wrote it
 * on the certificate (Monday, 3 March 2025), another language through Intl (poniedziałek, 3 marca 2025), both of the
 * UTC day the server formats.
 */
function completedText(data: Pick<TCertificateVerification, 'completed_at' | 'completed_date_formatted'>): string {
  if (formatLocale() === DEFAULT_LANGUAGE) return data.completed_date_formatted;
  return formatLongDate(data.completed_at) || data.completed_date_formatted;
}

/** Valid, Expired or Superseded by a newer certificate: an icon and the words, the expiry, and the cycle after the first. */
function Standing({ data }: { data: TCertificateVerification }) {
  const look = STANDING_LOOK[data.standing];
  const Icon = look.icon;
  // (useLingui inside: the standing's words below follow a change of language too.)
  const expiry = useExpiryLine(data);
  const cycle = data.cycle;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon color={look.color} radius="xl" size="xl" aria-hidden>
        <Icon size={26} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={700} fz="xl" c={look.color} role="status">
          {specText(CERTIFICATE_STANDING_LABELS[data.standing])}
        </Text>
        {expiry && <Text fw={600}>{expiry}</Text>}
        {cycle > 1 && (
          <Text size="sm" c="dimmed">
            <Trans>Certification {cycle}</Trans>
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * /certificates/verify/{id}: anyone (signed in or not) can confirm a certificate from the id printed on it. Only
 * what the certificate itself shows is answered: the name, the course and the completion date, and (issue 29)
 * whether it stands today: valid, expired, or superseded by the certificate of a newer certification cycle.
 */
export default function VerifyCertificatePage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/certificates/verify/$id' });
  const verification = useCertificateVerification(id);

  let body;
  if (verification.isPending) {
    body = (
      <Center py="xl">
        <Loader role="img" aria-label={t`Checking the certificate`} />
      </Center>
    );
  } else if (verification.isError) {
    const error = verification.error;
    const notFound = isApiError(error) && error.status === 404;
    body = (
      <Alert
        color="red"
        role="alert"
        title={notFound ? t`Certificate not found` : t`The certificate could not be checked`}
      >
        {notFound ? specText(MSG.CERTIFICATE_NOT_FOUND) : t`Please try again later.`}
      </Alert>
    );
  } else {
    const data = verification.data;
    body = (
      <Stack gap="lg">
        <Standing data={data} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label={t`Name`} value={data.name} />
          <Fact label={t`Course`} value={data.course_name} />
          <Fact label={t`Completed`} value={completedText(data)} />
          <Fact label={t`Certificate id`} value={data.id} />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="sm" px={0}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <IconCertificate size={28} aria-hidden color="var(--mantine-color-blue-7)" />
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              <Trans>Certificate Verification</Trans>
            </Title>
          </Group>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
