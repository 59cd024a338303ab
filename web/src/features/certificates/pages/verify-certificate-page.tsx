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
import { IconCertificate, IconCircleCheck } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
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

/**
 * /certificates/verify/{id}: anyone (signed in or not) can confirm a certificate from the id printed on it. Only
 * what the certificate itself shows is answered: the name, the course and the completion date.
 */
export default function VerifyCertificatePage() {
  const { id } = useParams({ from: '/certificates/verify/$id' });
  const verification = useCertificateVerification(id);

  let body;
  if (verification.isPending) {
    body = (
      <Center py="xl">
        <Loader role="img" aria-label="Checking the certificate" />
      </Center>
    );
  } else if (verification.isError) {
    const error = verification.error;
    const notFound = isApiError(error) && error.status === 404;
    body = (
      <Alert
        color="red"
        role="alert"
        title={notFound ? 'Certificate not found' : 'The certificate could not be checked'}
      >
        {notFound ? MSG.CERTIFICATE_NOT_FOUND : 'Please try again later.'}
      </Alert>
    );
  } else {
    const data = verification.data;
    body = (
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Text fw={700} c="green" role="status">
            This certificate is valid.
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label="Name" value={data.name} />
          <Fact label="Course" value={data.course_name} />
          <Fact label="Completed" value={data.completed_date_formatted} />
          <Fact label="Certificate id" value={data.id} />
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
              Certificate Verification
            </Title>
          </Group>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
