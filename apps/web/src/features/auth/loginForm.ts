import { loginSchema, type LoginInput } from '@careerhub/shared';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Validates with the same schema the server uses; the first message per field. */
export function validateLogin(values: LoginInput): { data: LoginInput } | { errors: LoginErrors } {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** Only same-site paths are followed after sign-in (no open redirect through ?next=). */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The signup link keeps next, join and follow from the login URL. */
export function signupHref(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['next', 'join', 'follow']) {
    const value = search.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `/signup?${query}` : '/signup';
}
