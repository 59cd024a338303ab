/** Field and list limits of a playlist (channel); the server enforces them, the forms mirror them. */
export const PLAYLIST_LIMITS = {
  nameMax: 191,
  /** Sanitised HTML of the rich-text description (as a course's). */
  descriptionMax: 20_000,
  /** A new playlist starts with one level (administration spec: Playlist levels). */
  levelsDefault: 1,
  levelsMax: 20,
  /** Courses (modules) in one playlist: one item holds them, and one save reads at most this many courses. */
  modulesMax: 100,
  /** Supplementary files (Additional Content) of one playlist. */
  assetsMax: 50,
  assetTitleMax: 191,
  /** Playlists named in one assignment call (My Team). */
  assignMax: 200,
} as const;

/** How a playlist is pictured: one of the fixed icons, or an uploaded image. */
export const PLAYLIST_THUMBNAIL_OPTIONS = ['icon', 'image'] as const;
export type TPlaylistThumbnailOption = (typeof PLAYLIST_THUMBNAIL_OPTIONS)[number];

/** The level of a module that is in the playlist but not on any level yet ('Unassigned Modules'). */
export const UNASSIGNED_LEVEL = 0;

/**
 * The icon picker's fixed list (the spec: "a fixed list of about 46 icons"). Stored by name; the web draws each with
 * the Tabler icon of the same name.
 */
export const PLAYLIST_ICONS = [
  'award',
  'book',
  'books',
  'bolt',
  'brain',
  'briefcase',
  'building',
  'bulb',
  'calendar',
  'certificate',
  'chart-bar',
  'chart-pie',
  'clipboard-check',
  'clock',
  'code',
  'coin',
  'compass',
  'device-laptop',
  'first-aid-kit',
  'flag',
  'flame',
  'gavel',
  'hammer',
  'headset',
  'heartbeat',
  'key',
  'leaf',
  'lock',
  'mail',
  'map',
  'messages',
  'microphone',
  'mood-smile',
  'phone',
  'presentation',
  'puzzle',
  'recycle',
  'rocket',
  'scale',
  'school',
  'settings',
  'shield-check',
  'star',
  'target',
  'tools',
  'trophy',
  'truck',
  'users',
  'video',
  'world',
] as const;
export type TPlaylistIcon = (typeof PLAYLIST_ICONS)[number];

/** The icon a playlist gets when none is chosen. */
export const DEFAULT_PLAYLIST_ICON: TPlaylistIcon = 'books';
