// No zod here: the route guards (part of every page's first load) import this.

/** Only same-site paths are followed after sign-in (no open redirect through ?next=). */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
