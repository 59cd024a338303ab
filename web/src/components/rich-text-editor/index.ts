export { RichTextEditor } from './rich-text-editor';
export { DESCRIPTION_TOOLBAR, type THeadingLevel, type TToolbarGroup } from './toolbar-groups';
