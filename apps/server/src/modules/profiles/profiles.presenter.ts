import type { UserRow } from '../auth/users.repository.js';
import { presentGroupCard } from '../groups/groups.presenter.js';
import type { MemberCircleRow } from '../groups/group-lists.repository.js';
import type { CareerEntryRow, GroupProfileRow, ProfileRow } from './profiles.repository.js';

type Named = { id: number; name: string };

export interface ProfileView {
  user: UserRow;
  profile: ProfileRow | undefined;
  skills: Named[];
  topics: Named[];
  groupProfile: GroupProfileRow | undefined;
  institutionName: string | null;
  files: Map<number, { key: string; mimeType: string }>;
  workCount: number;
  educationCount: number;
  isPrivateVisible: boolean;
  isFollowing: boolean;
  followersCount: number;
  followingCount: number;
}

export const mediaUrl = (files: ProfileView['files'], id: number | null | undefined) => {
  const file = id ? files.get(id) : undefined;
  return file ? `/media/${file.key}` : null;
};

/** What makes a profile complete, each worth the same share of completion_percent. */
export function completionPercent(view: ProfileView): number {
  const p = view.profile;
  const g = view.groupProfile;
  const checks = [
    Boolean(p?.pictureFileId),
    Boolean(p?.title),
    Boolean(p?.country),
    Boolean(p?.shortBio),
    Boolean(p?.careerStory),
    view.skills.length > 0,
    view.topics.length > 0,
    g?.careerStage !== null && g?.careerStage !== undefined,
    (g?.reasonToJoin.length ?? 0) > 0,
    view.workCount > 0,
    view.educationCount > 0,
    Boolean(p?.socialLinkedin),
    Boolean(p?.resumeFileId),
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

export function presentGroupProfile(g: GroupProfileRow) {
  return {
    id: g.id,
    group: g.groupId,
    current_role: g.currentRole,
    job_function: g.jobFunction,
    career_stage: g.careerStage,
    career_stage_extra: g.careerStageExtra,
    reason_to_join: g.reasonToJoin,
    reason_to_join_extra: g.reasonToJoinExtra,
    professional_field: g.professionalField,
    professional_field_extra: g.professionalFieldExtra,
    ai_knowledge_level: g.aiKnowledgeLevel,
    career_goal: g.careerGoal,
    is_certified: g.isCertified,
    institution: g.institutionId,
    // Written through extraInfoSchema only: text answers or null.
    extra_info: g.extraInfo as Record<string, string | null>,
  };
}

export function presentCareerEntry(e: CareerEntryRow) {
  return {
    id: e.id,
    group: e.groupId,
    type: e.type,
    title: e.title,
    description: e.description,
    start_date: e.startDate,
    end_date: e.endDate,
    is_currently_working: e.isCurrentlyWorking,
    batch: e.batch,
    institution: e.institutionId,
    institution_name: e.institutionName,
    skills: e.skills,
    show_gps: e.showGps,
  };
}

export function presentProfile(view: ProfileView) {
  const { user, profile: p } = view;
  const priv = view.isPrivateVisible;
  return {
    id: user.id,
    name_slug: user.nameSlug,
    first_name: user.firstName,
    last_name: user.lastName,
    email: priv ? user.email : null,
    alternate_email: priv ? user.alternateEmail : null,
    is_alternate_email_verified: priv ? user.isAlternateEmailVerified : false,
    is_verified: user.isVerified,
    is_influencer: user.isInfluencer,
    is_certified: user.isCertified,
    picture: mediaUrl(view.files, p?.pictureFileId),
    resume: priv ? mediaUrl(view.files, p?.resumeFileId) : null,
    video: mediaUrl(view.files, p?.videoFileId),
    country: p?.country ?? null,
    location: p?.location ?? null,
    completion_percent: completionPercent(view),
    title: p?.title ?? null,
    institution: p?.institutionId ?? null,
    institution_name: view.institutionName,
    institution_detailed:
      p?.institutionId && view.institutionName ? { id: p.institutionId, name: view.institutionName } : null,
    batch: p?.batch ?? null,
    prefered_language: p?.preferedLanguage ?? null,
    short_bio: p?.shortBio ?? null,
    career_story: p?.careerStory ?? null,
    career_advice: p?.careerAdvice ?? null,
    calendy_url: p?.calendyUrl ?? null,
    specific_needs: priv ? (p?.specificNeeds ?? null) : null,
    additional_career_information: p?.additionalCareerInformation ?? null,
    discipline: p?.discipline ?? null,
    skills: view.skills.map((s) => s.id),
    skills_detailed: view.skills,
    topics: view.topics.map((t) => t.id),
    topics_detailed: view.topics,
    interested_services: p?.interestedServices ?? [],
    social_linkedin: p?.socialLinkedin ?? null,
    social_twitter: p?.socialTwitter ?? null,
    social_google_scholar: p?.socialGoogleScholar ?? null,
    social_research_gate: p?.socialResearchGate ?? null,
    social_orcid: p?.socialOrcid ?? null,
    social_facebook: p?.socialFacebook ?? null,
    leadership_certification_details: p?.leadershipCertificationDetails ?? null,
    persona: p?.persona ?? null,
    focus_area: p?.focusArea ?? 'both',
    group_profile: view.groupProfile ? presentGroupProfile(view.groupProfile) : null,
    is_following: view.isFollowing,
    followers_count: view.followersCount,
    following_count: view.followingCount,
  };
}
export type ProfileResponse = ReturnType<typeof presentProfile>;

/** A circle on the Career Circles tab: the group card, its organization and the member's place in it. */
/** A group a user is an accepted member of: the card, its organization and the member's role. */
export function presentUserCircle(row: MemberCircleRow, now: Date) {
  return {
    ...presentGroupCard(row, row.totalMembers, now),
    organization: row.parent
      ? { id: row.parent.id, name: row.parent.name, name_slug: row.parent.nameSlug }
      : null,
    membership_role: row.memberRole,
    membership_status: 'accepted' as const,
    joined_at: row.memberJoinedAt ? row.memberJoinedAt.toISOString() : null,
  };
}
