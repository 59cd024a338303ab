import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { DESCRIPTION_TOOLBAR, ToolbarGroups, type TToolbarGroup } from './toolbar-groups';

interface TRichTextEditorProps {
  label: string;
  /** HTML. The editor adopts a new value only when it differs from what it holds (no cursor jumps while typing). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  minHeight?: number;
  /** The toolbar's groups in order; the spec's description toolbar unless a field needs others. */
  toolbar?: readonly TToolbarGroup[];
  /** tiptap extensions beyond the base ones, e.g. TextAlign for the 'align' group or Image for pictures. */
  extensions?: Extensions;
  /** Controls of the caller's own at the end of the toolbar (insert an image). */
  extraControls?: ReactNode;
  /** The toolbar stays in view while a long text scrolls. */
  stickyToolbar?: boolean;
  /** Keeps tiptap's Ctrl+U underline (the email body has it; descriptions do not). */
  underline?: boolean;
}

/** tiptap's empty document; the form treats it as no text at all. */
const EMPTY_DOCUMENT = '<p></p>';

/**
 * The app's rich-text field: only the formatting its toolbar offers (by default the spec's bold, italic, headings,
 * bullet and numbered lists, links). The server sanitises whatever arrives; this just keeps the toolbar to what the
 * product displays.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  description,
  required,
  disabled,
  minHeight = 160,
  toolbar = DESCRIPTION_TOOLBAR,
  extensions = [],
  extraControls,
  stickyToolbar = false,
  underline = false,
}: TRichTextEditorProps) {
  const { t } = useLingui();
  const newTabLabel = t`Open link in a new tab`;
  // The link editor's new-tab toggle is an icon with a tooltip only (axe: button-name, critical).
  const attributes = useMemo(() => ({ linkEditorExternalControl: { 'aria-label': newTabLabel } }), [newTabLabel]);
  // Every control ToolbarGroups can show, and the link editor's: English as Mantine's own (DEFAULT_LABELS).
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t`Bold`,
      italicControlLabel: t`Italic`,
      h1ControlLabel: t`Heading 1`,
      h2ControlLabel: t`Heading 2`,
      h3ControlLabel: t`Heading 3`,
      h4ControlLabel: t`Heading 4`,
      alignLeftControlLabel: t`Align text: left`,
      alignCenterControlLabel: t`Align text: center`,
      alignRightControlLabel: t`Align text: right`,
      alignJustifyControlLabel: t`Align text: justify`,
      bulletListControlLabel: t`Bullet list`,
      orderedListControlLabel: t`Ordered list`,
      linkControlLabel: t`Link`,
      unlinkControlLabel: t`Remove link`,
      linkEditorInputLabel: t`Enter URL`,
      linkEditorExternalLink: newTabLabel,
      linkEditorInternalLink: t`Open link in the same tab`,
      linkEditorSave: t`Save`,
    }),
    [t, newTabLabel],
  );
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      // StarterKit v3 carries Link and Underline; Mantine's Link adds its keyboard shortcut, so StarterKit's is off.
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        ...(underline ? {} : { underline: false }),
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      ...extensions,
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_DOCUMENT)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <MantineRichTextEditor
        editor={editor}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        attributes={attributes}
        labels={labels}
      >
        <MantineRichTextEditor.Toolbar sticky={stickyToolbar} stickyOffset={0}>
          <ToolbarGroups groups={toolbar} extra={extraControls} />
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={minHeight} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
