import type { ComponentType } from 'react';
import { IconFileText, IconLink, IconPackage, IconPresentation, IconVideo } from '@tabler/icons-react';
import { MSG, type TMaterialType } from '@skillway/shared';

interface TMaterialKind {
  /** The button and the panel title. */
  addLabel: string;
  panelTitle: string;
  /** What one of them is called in a sentence. */
  noun: string;
  addedMessage: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean; color?: string }>;
  color: string;
}

/** The five kinds of course material, in the order of the manager's buttons. */
export const MATERIAL_KINDS: Record<TMaterialType, TMaterialKind> = {
  video: {
    addLabel: 'Add Video',
    panelTitle: 'Add Video',
    noun: 'video',
    addedMessage: MSG.VIDEO_ADDED,
    icon: IconVideo,
    color: 'grape',
  },
  document: {
    addLabel: 'Add Document',
    panelTitle: 'Add Document',
    noun: 'document',
    addedMessage: MSG.DOCUMENT_ADDED,
    icon: IconFileText,
    color: 'blue',
  },
  link: {
    addLabel: 'Add External Link',
    panelTitle: 'Add External Link',
    noun: 'external link',
    addedMessage: MSG.EXTERNAL_LINK_ADDED,
    icon: IconLink,
    color: 'teal',
  },
  powerpoint: {
    addLabel: 'Add Powerpoint',
    panelTitle: 'Add Powerpoint Slider',
    noun: 'powerpoint',
    addedMessage: MSG.POWERPOINT_ADDED,
    icon: IconPresentation,
    color: 'orange',
  },
  package: {
    addLabel: 'Add Package',
    panelTitle: 'Add E-learning Package',
    noun: 'e-learning package',
    addedMessage: MSG.PACKAGE_ADDED,
    icon: IconPackage,
    color: 'indigo',
  },
};

export const MATERIAL_ORDER: readonly TMaterialType[] = ['video', 'document', 'link', 'powerpoint', 'package'];

/** An external link must be an absolute http or https URL; anything else (javascript:, ftp:, relative) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
