import { profileCompletion, type ProfileCompletion } from '@careerhub/shared';
import type { Profile } from '@careerhub/shared';

/**
 * What a profile still misses and the wizard level that follows, with the same shared function
 * the server uses for identity.profile_completion (so the guard and the wizard always agree).
 */
export function completionOf(profile: Profile, institutional: boolean): ProfileCompletion {
  const g = profile.group_profile;
  return profileCompletion({
    career_stage: g?.career_stage,
    reason_to_join: g?.reason_to_join,
    has_resume: Boolean(profile.resume),
    social_linkedin: profile.social_linkedin,
    has_institution: Boolean(profile.institution ?? g?.institution),
    institutional,
  });
}
