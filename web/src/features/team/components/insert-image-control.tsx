import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';

/** Only web addresses: an email cannot carry the sender's local files, and the server drops anything else. */
function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Toolbar control: insert an image by its web address. */
export function InsertImageControl() {
  const { t } = useLingui();
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const insert = () => {
    const src = url.trim();
    if (!isImageUrl(src)) {
      setError(t`Enter an image address starting with https://`);
      return;
    }
    editor?.chain().focus().setImage({ src }).run();
    setUrl('');
    setError(null);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((o) => !o)}
          aria-label={t`Insert image`}
          title={t`Insert image`}
        >
          <IconPhoto stroke={1.5} size={16} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={t`Image address`}
            placeholder="https://example.com/picture.png"
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
            w={240}
          />
          <Button size="xs" onClick={insert}>
            <Trans>Insert</Trans>
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
