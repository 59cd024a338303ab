/**
 * The error line Node printed for a handler whose import failed (`TypeError: …`), not the source line it quotes above
 * it: in a minified bundle that line is the whole bundle.
 */
export function initError(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  const line = lines.find((l) => /^([A-Z]\w*)?(Error|Exception)\b/.test(l)) ?? lines.filter(Boolean).at(-1) ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
