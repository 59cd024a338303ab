export { RichTextEditor } from './rich-text-editor';
export type { TToolbarGroup } from './toolbar-groups';
