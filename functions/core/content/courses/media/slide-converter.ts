import { execFile } from 'node:child_process';
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Conversion limits: a deck of up to 200 slides, each rendered 1280 px wide; LibreOffice gets two minutes. */
const SLIDE_LIMITS = {
  maxSlides: 200,
  widthPx: 1280,
  officeTimeoutMs: 120_000,
  rasterTimeoutMs: 120_000,
} as const;

export interface TSlideTools {
  office: string;
  pdftoppm: string;
}

async function onPath(names: readonly string[]): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        await access(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return undefined;
}

/**
 * LibreOffice (`soffice` or `libreoffice`) to turn the deck into a PDF, and poppler's `pdftoppm` to render each
 * page as a PNG. Both must be on PATH (Debian: libreoffice-impress, poppler-utils; on AWS a container-image Lambda
 * carries them); without either, slide decks are offered as downloads.
 */
export async function findSlideTools(): Promise<TSlideTools | undefined> {
  const [office, pdftoppm] = await Promise.all([onPath(['soffice', 'libreoffice']), onPath(['pdftoppm'])]);
  return office && pdftoppm ? { office, pdftoppm } : undefined;
}

/** `slide-1.png`, `slide-02.png`, … in page order (pdftoppm pads the numbers to the page count's width). */
export function orderSlideFiles(names: readonly string[]): string[] {
  const pages = names
    .map((name) => ({ name, page: /^slide-(\d+)\.png$/.exec(name)?.[1] }))
    .filter((entry): entry is { name: string; page: string } => entry.page !== undefined);
  return pages.sort((a, b) => Number(a.page) - Number(b.page)).map((entry) => entry.name);
}

/**
 * Renders a ppt/pptx to one PNG per slide, in order. Runs in a private temporary folder with a throw-away
 * LibreOffice profile (so concurrent conversions never share one), removed afterwards.
 */
export async function renderSlides(
  tools: TSlideTools,
  deck: Uint8Array,
  extension: 'ppt' | 'pptx',
): Promise<Uint8Array[]> {
  const dir = await mkdtemp(join(tmpdir(), 'skillway-slides-'));
  try {
    const input = join(dir, `deck.${extension}`);
    await writeFile(input, deck);
    await run(
      tools.office,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: SLIDE_LIMITS.officeTimeoutMs, env: { ...process.env, HOME: dir } },
    );
    await run(
      tools.pdftoppm,
      [
        '-png',
        '-scale-to-x',
        String(SLIDE_LIMITS.widthPx),
        '-scale-to-y',
        '-1',
        '-l',
        String(SLIDE_LIMITS.maxSlides),
        join(dir, 'deck.pdf'),
        join(dir, 'slide'),
      ],
      { timeout: SLIDE_LIMITS.rasterTimeoutMs },
    );
    const files = orderSlideFiles(await readdir(dir));
    if (files.length === 0) throw new Error('the deck produced no slides');
    return Promise.all(files.map(async (name) => new Uint8Array(await readFile(join(dir, name)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
