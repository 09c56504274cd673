/** Cuts text after `max` words, marking the cut. */
export function limitWords(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}

/** Trimmed, non-empty names without case-insensitive repeats, at most `max`, each at most 80 characters. */
export function distinctNames(items: readonly string[] | null | undefined, max: number): string[] {
  const byKey = new Map<string, string>();
  for (const item of items ?? []) {
    const name = item.trim().slice(0, 80);
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].slice(0, max);
}
