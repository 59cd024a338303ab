/**
 * WCAG AA colours for the light scheme, derived from Mantine's palettes: the variables components read for
 * coloured text and fills (`-filled` behind white text, `-outline`, `-light-color` on a `-light` background) are
 * darkened just enough to reach 4.5:1 where Mantine's default shade falls short (red, blue, cyan, teal, green,
 * lime, yellow and orange do). Colours that already pass keep Mantine's shade, so the look stays Mantine's.
 */

/** WCAG AA for normal-size text is 4.5:1; aim a little above it so rounding in the browser never tips it under. */
const TARGET_CONTRAST = 4.6;
const WHITE = '#ffffff';
/**
 * The darkest light surface coloured text sits on: Mantine's gray-1 (striped and hovered table rows, Code). Text and
 * fills that read on it read on white too.
 */
const TINTED_SURFACE = '#f1f3f5';

type TRgb = readonly [number, number, number];

function parseHex(hex: string): TRgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as TRgb;
}

function toHex(rgb: TRgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed towards black by `amount` (0 to 1), as a hex colour. */
function darken(color: string, amount: number): string {
  return toHex(parseHex(color).map((channel) => channel * (1 - amount)) as unknown as TRgb);
}

/** `color` itself when it reads on `background`, else the least darkened version of it that does. */
export function readableOn(color: string, background: string): string {
  let amount = 0;
  let candidate = color;
  while (contrastRatio(candidate, background) < TARGET_CONTRAST && amount < 1) {
    amount = Math.min(1, amount + 0.02);
    candidate = darken(color, amount);
  }
  return candidate;
}

/**
 * The light-scheme CSS variables that make `palette` (a Mantine colour's ten shades) read at AA, or none when
 * Mantine's own shades already do. `shade` is the theme's light primary shade (the filled colour).
 */
export function accessibleColorVariables(name: string, palette: readonly string[], shade: number) {
  const variables: Record<string, string> = {};
  const filled = palette[shade];
  // The light variant's text sits on shade 1, and on shade 2 while hovered or expanded (a menu's trigger).
  const light = palette[2] ?? palette[1];
  const lightColor = palette[9];
  if (!filled || !light || !lightColor) return variables;

  const readableFilled = readableOn(filled, TINTED_SURFACE);
  if (readableFilled !== filled) {
    // White text on the fill, and the same colour as text (`c="red"`) or an outline on white or a tinted row.
    variables[`--mantine-color-${name}-filled`] = readableFilled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(readableFilled, 0.12);
    variables[`--mantine-color-${name}-outline`] = readableFilled;
  }
  const readableLight = readableOn(lightColor, light);
  if (readableLight !== lightColor) variables[`--mantine-color-${name}-light-color`] = readableLight;
  return variables;
}

/** Mantine's grey for placeholders (gray-5) and error text (red-6) are under 3.5:1 on white: readable versions. */
export function accessibleStatusVariables(gray: readonly string[], red: readonly string[]) {
  return {
    '--mantine-color-placeholder': readableOn(gray[6] ?? '#868e96', WHITE),
    '--mantine-color-error': readableOn(red[7] ?? '#f03e3e', TINTED_SURFACE),
  };
}
