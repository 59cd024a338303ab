import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND } from './asset-style';

const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DURATION_SECONDS = 10;

type TCaption = { text: string; font: string; size: number; y: string; from: number; to: number };

/** Three title cards: welcome, how the course works, and where to get help. */
const CAPTIONS: TCaption[] = [
  { text: 'Skillway', font: FONT_BOLD, size: 64, y: '(h/2)-70', from: 0, to: 3 },
  { text: 'Welcome to your course', font: FONT_REGULAR, size: 30, y: '(h/2)+20', from: 0, to: 3 },
  { text: 'How this course works', font: FONT_BOLD, size: 34, y: '70', from: 3, to: 7 },
  {
    text: '1. Watch this short introduction\n2. Read the course materials\n3. Take the test: pass mark 80%',
    font: FONT_REGULAR,
    size: 26,
    y: '150',
    from: 3,
    to: 7,
  },
  { text: 'Take your time', font: FONT_BOLD, size: 40, y: '(h/2)-60', from: 7, to: DURATION_SECONDS },
  {
    text: 'Ask your manager if anything is unclear',
    font: FONT_REGULAR,
    size: 26,
    y: '(h/2)+20',
    from: 7,
    to: DURATION_SECONDS,
  },
];

/**
 * Renders the shared course introduction clip with ffmpeg (a development-time tool; the MP4 is committed):
 * 640x360 H.264 (yuv420p, main profile) with a silent AAC track, in an MP4 container whose `ftyp` box comes first
 * so the upload magic-byte check and every browser accept it. Caption text goes through files, which avoids
 * ffmpeg filter escaping altogether.
 */
export function renderIntroVideo(outFile: string): void {
  for (const font of [FONT_BOLD, FONT_REGULAR]) {
    if (!existsSync(font)) throw new Error(`Font ${font} is missing: apt-get install -y fonts-dejavu-core`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'skillway-intro-'));
  try {
    const filters = CAPTIONS.map((caption, index) => {
      const textFile = path.join(work, `caption-${index}.txt`);
      writeFileSync(textFile, caption.text);
      return [
        `drawtext=fontfile=${caption.font}`,
        `textfile=${textFile}`,
        // Plain text: no %{...} expansion, so '80%' is drawn as written.
        'expansion=none',
        'fontcolor=white',
        `fontsize=${caption.size}`,
        'line_spacing=14',
        'x=(w-text_w)/2',
        `y=${caption.y}`,
        `enable='between(t,${caption.from},${caption.to})'`,
      ].join(':');
    });
    filters.push('fade=t=in:st=0:d=0.4', `fade=t=out:st=${DURATION_SECONDS - 0.5}:d=0.5`, 'format=yuv420p');

    const colour = BRAND.primary.replace('#', '0x');
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:s=640x360:r=24:d=${DURATION_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      'anullsrc=channel_layout=mono:sample_rate=44100',
      '-t',
      String(DURATION_SECONDS),
      '-vf',
      filters.join(','),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      outFile,
    ];
    const result = spawnSync('ffmpeg', args, { encoding: 'utf8' });
    if (result.error) throw new Error(`ffmpeg could not start (apt-get install -y ffmpeg): ${result.error.message}`);
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
