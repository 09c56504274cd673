import { z } from 'zod';

/**
 * Public profile data for a LinkedIn address, from a profile-data provider (LinkedIn offers no API
 * for reading a member's full profile). Unset, the import offers LinkedIn's own "Save to PDF"
 * export through the resume upload instead.
 *
 * The provider is called as GET {LINKEDIN_PROFILE_PROVIDER_URL}?url={profile address}, with the
 * key as a bearer token, and answers with the widely used profile JSON shape below.
 */
const providerDate = z
  .object({ day: z.number().int().nullish(), month: z.number().int().nullish(), year: z.number().int() })
  .nullish();
const text = z.string().nullish();

export const linkedinProfileDataSchema = z.object({
  full_name: text,
  occupation: text,
  headline: text,
  summary: text,
  country: text,
  country_full_name: text,
  experiences: z
    .array(
      z.object({
        title: text,
        company: text,
        description: text,
        location: text,
        starts_at: providerDate,
        ends_at: providerDate,
      }),
    )
    .nullish(),
  education: z
    .array(
      z.object({
        school: text,
        degree_name: text,
        field_of_study: text,
        description: text,
        starts_at: providerDate,
        ends_at: providerDate,
      }),
    )
    .nullish(),
  skills: z.array(z.string()).nullish(),
  languages: z.array(z.string()).nullish(),
  interests: z.array(z.string()).nullish(),
});
export type LinkedinProfileData = z.infer<typeof linkedinProfileDataSchema>;
export type ProviderDate = z.infer<typeof providerDate>;

export class ProfileProviderError extends Error {}

export interface LinkedinProfileProvider {
  fetchProfile(profileUrl: string): Promise<LinkedinProfileData>;
}

export function createLinkedinProfileProvider(options: {
  url: string;
  key?: string;
  timeoutMs?: number;
}): LinkedinProfileProvider {
  return {
    async fetchProfile(profileUrl) {
      const target = new URL(options.url);
      target.searchParams.set('url', profileUrl);
      let res: Response;
      try {
        res = await fetch(target, {
          headers: {
            accept: 'application/json',
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new ProfileProviderError(
          `profile provider unreachable: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      if (!res.ok) throw new ProfileProviderError(`profile provider answered ${res.status}`);
      const parsed = linkedinProfileDataSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new ProfileProviderError('profile provider answer has an unexpected shape');
      return parsed.data;
    },
  };
}
