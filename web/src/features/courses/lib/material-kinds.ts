import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconFileText, IconLink, IconPackage, IconPresentation, IconVideo } from '@tabler/icons-react';
import { MSG, type TMaterialType } from '@skillway/shared';

/** The texts are messages, shown with the `t` of useLingui at render time (never translated at module load). */
interface TMaterialKind {
  /** The button and the panel title. */
  addLabel: MessageDescriptor;
  panelTitle: MessageDescriptor;
  /** What one of them is called (the material row's type). */
  noun: MessageDescriptor;
  /** A small file still uploading, named in the "Discard …?" question when the panel closes. */
  unsavedName: MessageDescriptor;
  /** The file field's message while the file uploads. */
  busyMessage: MessageDescriptor;
  /** A spec text (MSG), shown through specText. */
  addedMessage: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean; color?: string }>;
  color: string;
}

/** The five kinds of course material, in the order of the manager's buttons. */
export const MATERIAL_KINDS: Record<TMaterialType, TMaterialKind> = {
  video: {
    addLabel: msg`Add Video`,
    panelTitle: msg`Add Video`,
    noun: msg`video`,
    unsavedName: msg`the video`,
    busyMessage: msg`Please wait, we are uploading your video.`,
    addedMessage: MSG.VIDEO_ADDED,
    icon: IconVideo,
    color: 'grape',
  },
  document: {
    addLabel: msg`Add Document`,
    panelTitle: msg`Add Document`,
    noun: msg`document`,
    unsavedName: msg`the document`,
    busyMessage: msg`Please wait, we are uploading your document.`,
    addedMessage: MSG.DOCUMENT_ADDED,
    icon: IconFileText,
    color: 'blue',
  },
  link: {
    addLabel: msg`Add External Link`,
    panelTitle: msg`Add External Link`,
    noun: msg`external link`,
    unsavedName: msg`the external link`,
    busyMessage: msg`Please wait, we are uploading your external link.`,
    addedMessage: MSG.EXTERNAL_LINK_ADDED,
    icon: IconLink,
    color: 'teal',
  },
  powerpoint: {
    addLabel: msg`Add Powerpoint`,
    panelTitle: msg`Add Powerpoint Slider`,
    noun: msg`powerpoint`,
    unsavedName: msg`the powerpoint`,
    busyMessage: msg`Please wait, we are uploading your powerpoint.`,
    addedMessage: MSG.POWERPOINT_ADDED,
    icon: IconPresentation,
    color: 'orange',
  },
  package: {
    addLabel: msg`Add Package`,
    panelTitle: msg`Add E-learning Package`,
    noun: msg`e-learning package`,
    unsavedName: msg`the e-learning package`,
    busyMessage: msg`Please wait, we are uploading your e-learning package.`,
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
