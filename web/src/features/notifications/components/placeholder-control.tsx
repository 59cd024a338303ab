import { Menu } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconBraces } from '@tabler/icons-react';
import { NOTIFICATION_PLACEHOLDERS } from '@skillway/shared';

const INSERT_PLACEHOLDER_LABEL = 'Insert placeholder';

/** Toolbar control: a menu of the placeholders ({first_name} …); a choice is typed in at the cursor. */
export function PlaceholderControl() {
  const { editor } = useRichTextEditorContext();
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <RichTextEditor.Control aria-label={INSERT_PLACEHOLDER_LABEL} title={INSERT_PLACEHOLDER_LABEL} w="auto" px={6}>
          <IconBraces stroke={1.5} size={16} aria-hidden />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Replaced when sent</Menu.Label>
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
