import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconBraces } from '@tabler/icons-react';
import { NOTIFICATION_PLACEHOLDERS } from '@skillway/shared';

/** Toolbar control: a menu of the placeholders ({first_name} …); a choice is typed in at the cursor. */
export function PlaceholderControl() {
  const { t } = useLingui();
  const { editor } = useRichTextEditorContext();
  const insertLabel = t`Insert placeholder`;
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <RichTextEditor.Control aria-label={insertLabel} title={insertLabel} w="auto" px={6}>
          <IconBraces stroke={1.5} size={16} aria-hidden />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Replaced when sent</Trans>
        </Menu.Label>
        {NOTIFICATION_PLACEHOLDERS.map((placeholder, index) => (
          <Menu.Item
            key={placeholder}
            data-autofocus={index === 0 || undefined}
            ff="monospace"
            onClick={() => editor?.chain().focus().insertContent(placeholder).run()}
          >
            {placeholder}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
