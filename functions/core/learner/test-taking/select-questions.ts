/**
 * Which questions a test paper asks (pure). Core questions are always asked, whatever the limit; the rest fill the
 * paper up to `question_limit`. A random test draws the rest at random and shuffles the order; otherwise the first
 * questions in creation order are asked, in that order (the limit applies either way).
 */
export interface TSelectionSettings {
  random: boolean;
  limit: number;
}

/** A random number in [0, 1), injectable so tests are deterministic. */
export type TRandom = () => number;

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: TRandom = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function selectQuestions<T extends { core_question: boolean }>(
  questions: readonly T[],
  settings: TSelectionSettings,
  random: TRandom = Math.random,
): T[] {
  const core = questions.filter((question) => question.core_question);
  const others = questions.filter((question) => !question.core_question);
  const room = Math.max(0, Math.floor(settings.limit) - core.length);
  if (settings.random) {
    return shuffled([...core, ...shuffled(others, random).slice(0, room)], random);
  }
  const picked = new Set<T>([...core, ...others.slice(0, room)]);
  return questions.filter((question) => picked.has(question));
}
