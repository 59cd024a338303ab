import type { ReactNode } from 'react';
import { RichTextEditor } from '@mantine/tiptap';

type THeadingLevel = 1 | 2 | 3 | 4;

/** A toolbar group: bold and italic, alignment (needs TextAlign), lists, links, or the given heading levels. */
export type TToolbarGroup = 'emphasis' | 'align' | 'lists' | 'links' | { headings: readonly THeadingLevel[] };

/** The spec's description toolbar: bold, italic, headings 2 to 4, lists and links. */
export const DESCRIPTION_TOOLBAR: readonly TToolbarGroup[] = ['emphasis', { headings: [2, 3, 4] }, 'lists', 'links'];

const HEADING = {
  1: RichTextEditor.H1,
  2: RichTextEditor.H2,
  3: RichTextEditor.H3,
  4: RichTextEditor.H4,
} as const;

function groupControls(group: TToolbarGroup): ReactNode {
  if (typeof group === 'object') {
    return group.headings.map((level) => {
      const Heading = HEADING[level];
      return <Heading key={level} />;
    });
  }
  switch (group) {
    case 'emphasis':
      return (
        <>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </>
      );
    case 'align':
      return (
        <>
          <RichTextEditor.AlignLeft />
          <RichTextEditor.AlignCenter />
          <RichTextEditor.AlignRight />
          <RichTextEditor.AlignJustify />
        </>
      );
    case 'lists':
      return (
        <>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </>
      );
    case 'links':
      return (
        <>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </>
      );
  }
}

/** The toolbar's groups in the given order; `extra` controls join the last group (an insert-image button). */
export function ToolbarGroups({ groups, extra }: { groups: readonly TToolbarGroup[]; extra?: ReactNode }) {
  return groups.map((group, index) => (
    <RichTextEditor.ControlsGroup key={typeof group === 'object' ? `h${group.headings.join('')}` : group}>
      {groupControls(group)}
      {index === groups.length - 1 && extra}
    </RichTextEditor.ControlsGroup>
  ));
}
