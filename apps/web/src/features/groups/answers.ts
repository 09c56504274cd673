import type { GroupQuestion } from '@careerhub/shared';

/** A member's answers in the order of the questions, then any other registration fields. */
export function answerRows(
  questions: GroupQuestion[],
  extra: Record<string, unknown>,
): Array<[string, string, string]> {
  const known = questions.filter((q) => extra[q.id] !== undefined && extra[q.id] !== null);
  const ids = new Set(known.map((q) => q.id));
  const rest = Object.entries(extra).filter(([id, v]) => !ids.has(id) && v !== null && v !== '');
  return [
    ...known.map((q): [string, string, string] => [q.id, q.label, show(extra[q.id])]),
    ...rest.map(([id, v]): [string, string, string] => [id, id.replace(/_/g, ' '), show(v)]),
  ];
}

/** A list answer (selection) reads as its items joined. */
const show = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
