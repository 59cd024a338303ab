import { useLingui } from '@lingui/react/macro';
import { Alert, Progress, Text } from '@mantine/core';

/** An upload under way: what is happening, if said, and how far it is. */
export function UploadProgress({ progress, message }: { progress: number; message?: string }) {
  const { t } = useLingui();
  return (
    <Alert color="blue" variant="light" role="status" p="sm">
      {message && (
        <Text size="sm" mb={6}>
          {message}
        </Text>
      )}
      <Progress value={progress} animated aria-label={t`Upload progress ${progress}%`} />
      <Text size="xs" c="dimmed" mt={4}>
        {progress}%
      </Text>
    </Alert>
  );
}
