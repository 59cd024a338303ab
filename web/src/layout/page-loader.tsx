import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader role="img" aria-label="Loading" />
    </Center>
  );
}
