import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { RichTextEditor, type TToolbarGroup } from '../../../components/rich-text-editor';
import { InsertImageControl } from './insert-image-control';

/** The spec's email toolbar: headings, bold, italic, alignment, lists, links and images. */
const EMAIL_TOOLBAR: readonly TToolbarGroup[] = [{ headings: [1, 2, 3] }, 'emphasis', 'align', 'lists', 'links'];
const EMAIL_EXTENSIONS = [
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Image.configure({ inline: false, allowBase64: false }),
];

interface TEmailBodyEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The email body: the app's rich-text field with the email toolbar. The server sanitises the HTML with an
 * allow-list before sending, so this only keeps the toolbar to what arrives intact.
 */
export function EmailBodyEditor(props: TEmailBodyEditorProps) {
  return (
    <RichTextEditor
      {...props}
      required
      minHeight={220}
      toolbar={EMAIL_TOOLBAR}
      extensions={EMAIL_EXTENSIONS}
      extraControls={<InsertImageControl />}
      stickyToolbar
      underline
    />
  );
}
