import { Center, Loader } from '@mantine/core';

/**
 * What shows while a side panel's lazy chunk loads (a panel with the rich-text editor, fetched the first time it is
 * opened): a spinner over the page, named for what is opening.
 */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
      <Loader role="img" aria-label={label} />
    </Center>
  );
}
