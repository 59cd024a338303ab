import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader role="img" aria-label={t`Loading`} />
    </Center>
  );
}
