import { useLingui } from '@lingui/react/macro';
import { RichTextEditor, type TToolbarGroup } from '../../../components/rich-text-editor';
import { PlaceholderControl } from './placeholder-control';

const CONTENT_TOOLBAR: readonly TToolbarGroup[] = ['emphasis', { headings: [2, 3] }, 'lists', 'links'];

interface TNotificationContentEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A notification's content: the app's rich-text field with a placeholder menu in its toolbar. */
export function NotificationContentEditor(props: TNotificationContentEditorProps) {
  const { t } = useLingui();
  return (
    <RichTextEditor
      {...props}
      required
      minHeight={200}
      toolbar={CONTENT_TOOLBAR}
      extraControls={<PlaceholderControl />}
      description={t`Use the '{ }' menu to insert a placeholder; it is replaced with the person's, course's or company's value when sent.`}
    />
  );
}
