import type { TScormVersion } from '@skillway/shared';

interface TCmiSource {
  version: TScormVersion;
  cmi: Record<string, unknown>;
  item: { parameters: string | null; mastery_score: number | null };
  learner: { id: string; name: string };
}

type TTree = Record<string, unknown>;

function branch(tree: TTree, key: string): TTree {
  const value = tree[key];
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as TTree;
  const fresh: TTree = {};
  tree[key] = fresh;
  return fresh;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The cmi tree a SCO starts with: what was saved last time, with what the LMS owns set for this launch. `entry` is
 * `ab-initio` on a first launch and `resume` after a suspend (else empty); the last session's `exit` and
 * `session_time` are not carried over (they belong to that session, and total_time already counts it); the
 * learner, the launch data (datafromlms) and the mastery score come from the LMS when the saved data lacks them.
 */
export function initialCmi(source: TCmiSource): TTree {
  const tree = structuredClone(source.cmi);
  const first = Object.keys(source.cmi).length === 0;
  const { item, learner } = source;
  if (source.version === '1.2') {
    const core = branch(tree, 'core');
    const exit = core.exit;
    delete core.exit;
    delete core.session_time;
    core.entry = first ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
    if (isBlank(core.student_id)) core.student_id = learner.id;
    if (isBlank(core.student_name)) core.student_name = learner.name;
    if (isBlank(tree.launch_data) && item.parameters) tree.launch_data = item.parameters;
    const studentData = branch(tree, 'student_data');
    if (isBlank(studentData.mastery_score) && item.mastery_score !== null) {
      studentData.mastery_score = String(item.mastery_score);
    }
    return tree;
  }
  const exit = tree.exit;
  delete tree.exit;
  delete tree.session_time;
  tree.entry = first ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
  if (isBlank(tree.learner_id)) tree.learner_id = learner.id;
  if (isBlank(tree.learner_name)) tree.learner_name = learner.name;
  if (isBlank(tree.launch_data) && item.parameters) tree.launch_data = item.parameters;
  if (isBlank(tree.scaled_passing_score) && item.mastery_score !== null) {
    tree.scaled_passing_score = String(item.mastery_score / 100);
  }
  return tree;
}
