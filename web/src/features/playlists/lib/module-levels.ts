import { t } from '@lingui/core/macro';
import type { TPlaylistModule } from '@skillway/shared';

export interface TModuleLevel {
  /** 1..n, or 0 for the courses not on a level yet. */
  level: number;
  title: string;
  modules: TPlaylistModule[];
}

/** The details screen's sections: Level 1..n in order, then any courses not on a level ('More Courses'). */
export function moduleLevels(modules: readonly TPlaylistModule[]): TModuleLevel[] {
  const byLevel = new Map<number, TPlaylistModule[]>();
  for (const module of modules) byLevel.set(module.level, [...(byLevel.get(module.level) ?? []), module]);
  const numbered = [...byLevel.keys()].filter((level) => level > 0).sort((a, b) => a - b);
  const sections = numbered.map((level) => ({
    level,
    title: t`Level ${level}`,
    modules: [...byLevel.get(level)!].sort((a, b) => a.sort_order - b.sort_order),
  }));
  const loose = byLevel.get(0);
  if (loose?.length) {
    sections.push({
      level: 0,
      title: t`More Courses`,
      modules: [...loose].sort((a, b) => a.sort_order - b.sort_order),
    });
  }
  return sections;
}

interface TModuleAction {
  label: string;
  /** The course player when enrolled, else the course details. */
  to: '/courses/player/$id' | '/courses/details/$id';
  params: { id: string };
}

/** The learner spec's card button by state; not enrolled: View Course Details. */
export function moduleAction(module: TPlaylistModule): TModuleAction {
  const player = { to: '/courses/player/$id', params: { id: module.id } } as const;
  switch (module.enrolled?.state) {
    case 1:
      return { label: t`Start Course`, ...player };
    case 2:
      return { label: t`Continue Course`, ...player };
    case 3:
      return { label: t`Course Completed`, ...player };
    case 5:
      return { label: t`Complete Test`, ...player };
    default:
      return { label: t`View Course Details`, to: '/courses/details/$id', params: { id: module.id } };
  }
}

/** The spec cuts card descriptions at 100 characters; the description is HTML, so its text is cut. */
export function cardText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** '{h} hr {m} mins' or '{m} minutes', as the course screens show a duration. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? t`${hours} hr ${rest} mins` : t`${rest} minutes`;
}
