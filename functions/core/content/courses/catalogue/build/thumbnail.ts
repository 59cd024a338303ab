import sharp from 'sharp';

/**
 * A catalogue course's thumbnail: a 960×540 (16:9, the course screens' box) JPEG drawn from an SVG scene, a
 * two-colour diagonal gradient with soft rings and the course's pictogram large in a frosted disc. No text (the
 * card prints the name beside it), so nothing depends on the fonts of the machine that runs the build.
 * Pictograms: Tabler Icons (MIT, https://tabler.io/icons), outline paths on a 24×24 grid.
 */
const THUMBNAIL_SIZE = { width: 960, height: 540 } as const;

export interface TThumbnailStyle {
  /** The gradient's two stops, top left to bottom right. */
  from: string;
  to: string;
  /** Stroke paths of a 24×24 outline pictogram. */
  icon: readonly string[];
}

export const PICTOGRAMS = {
  firstAidKit: [
    'M8 8v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2',
    'M4 10a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -8',
    'M10 14h4',
    'M12 12v4',
  ],
  flame: [
    'M12 10.941c2.333 -3.308 .167 -7.823 -1 -8.941c0 3.395 -2.235 5.299 -3.667 6.706c-1.43 1.408 -2.333 3.294 -2.333 5.588c0 3.704 3.134 6.706 7 6.706c3.866 0 7 -3.002 7 -6.706c0 -1.712 -1.232 -4.403 -2.333 -5.588c-2.084 3.353 -3.257 3.353 -4.667 2.235',
  ],
  package: [
    'M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5',
    'M12 12l8 -4.5',
    'M12 12l0 9',
    'M12 12l-8 -4.5',
    'M16 5.25l-8 4.5',
  ],
  desktop: [
    'M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-10',
    'M7 20h10',
    'M9 16v4',
    'M15 16v4',
  ],
  shieldLock: [
    'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3',
    'M11 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M12 12l0 2.5',
  ],
  lockPassword: [
    'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2l0 -6',
    'M8 11v-4a4 4 0 1 1 8 0v4',
    'M15 16h.01',
    'M12.01 16h.01',
    'M9.02 16h.01',
  ],
} as const satisfies Record<string, readonly string[]>;

function scene(style: TThumbnailStyle): string {
  const { width, height } = THUMBNAIL_SIZE;
  const disc = { cx: width / 2, cy: height / 2, r: 170 };
  // The pictogram's 24-unit grid scaled to fill most of the disc.
  const scale = 10;
  const iconOffset = { x: disc.cx - 12 * scale, y: disc.cy - 12 * scale };
  const paths = style.icon.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${style.from}"/>
      <stop offset="1" stop-color="${style.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.08}" cy="${height * 0.1}" r="220" fill="none" stroke="#ffffff" stroke-opacity="0.10" stroke-width="36"/>
  <circle cx="${width * 0.94}" cy="${height * 0.92}" r="260" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="48"/>
  <circle cx="${width * 0.86}" cy="${height * 0.14}" r="70" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="${width * 0.16}" cy="${height * 0.86}" r="44" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r * 1.6}" fill="url(#glow)"/>
  <circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <g transform="translate(${iconOffset.x} ${iconOffset.y}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>`;
}

/** The JPEG bytes (baseline, 4:2:0, mozjpeg at quality 80: about 20–30 KB). */
export async function renderThumbnail(style: TThumbnailStyle): Promise<Buffer> {
  return sharp(Buffer.from(scene(style)), { density: 72 })
    .flatten({ background: style.to })
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
