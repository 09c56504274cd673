import {
  GROUP_MESSAGES,
  LIFECYCLE_LABELS,
  SDGS,
  canJoin,
  hasLimitedSeats,
  isFull,
  isJoinButtonVisible,
  isTimedGroup,
  lifecycleOf,
  registrationLabel,
  type MembershipStatus,
} from '@careerhub/shared';
import type { GroupCounts, GroupRow } from './groups.repository.js';
import type { MemberRow, MembershipRow } from './memberships.repository.js';

export interface GroupPermissions {
  can_manage: boolean;
  can_edit: boolean;
  can_invite: boolean;
  can_create_event: boolean;
  can_create_circle: boolean;
  can_create_resources: boolean;
  /** Google Classroom sync and loading resources from it: certified admins. */
  can_sync_classroom: boolean;
  can_post_jobs: boolean;
}

export interface GroupView {
  now: Date;
  membership: MembershipRow | null;
  acceptedMembers: number;
  counts: GroupCounts;
  /** Circles and events whose parent is this group, as many as the viewer's Circles and Events tabs list. */
  children: { circles: number; events: number };
  /** Managers see the pending, rejected and unverified counts. */
  isManager: boolean;
  permissions: GroupPermissions | null;
  /** Names of the group's topics, in the group's order (the side card and the edit form). */
  topics: Array<{ id: number; name: string }>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const sdgDetails = (ids: number[]) => ids.map((id) => SDGS[id - 1]).filter((s) => s !== undefined);

/** A group for lists: the card fields. */
export function presentGroupCard(row: GroupRow, acceptedMembers: number, now: Date) {
  const timed = isTimedGroup(row.groupType);
  const lifecycle = timed ? lifecycleOf(row, now) : null;
  return {
    id: row.id,
    name: row.name,
    name_slug: row.nameSlug,
    group_type: row.groupType,
    type: row.groupType,
    circle_type: row.circleType,
    event_type: row.eventType,
    description: row.description,
    logo: row.logo,
    cover_image: row.coverImage,
    country: row.country,
    countries: row.countries,
    topics: row.topics,
    relevant_sdgs: row.relevantSdgs,
    relevant_sdgs_detailed: sdgDetails(row.relevantSdgs),
    parent_group: row.parentId,
    is_verified: row.isVerified,
    is_paid: row.isPaid,
    price: row.price === null ? null : Number(row.price),
    maximum_size: row.maximumSize,
    total_members: acceptedMembers,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    application_open_date: iso(row.applicationOpenDate),
    application_close_date: iso(row.applicationCloseDate),
    is_external: row.extraInfo.is_external,
    external_link: row.extraInfo.external_link ?? null,
    lifecycle,
    lifecycle_label: lifecycle ? LIFECYCLE_LABELS[lifecycle] : null,
    registration_label: timed ? registrationLabel(row, now) : null,
    has_limited_seats: timed ? hasLimitedSeats(row, acceptedMembers, now) : false,
    /** The signed-in viewer's membership (pending, accepted, rejected), set by the service. */
    membership_status: null as MembershipStatus | null,
  };
}

/** A group's page: every field of spec section 3 and what the viewer may do with it. */
export function presentGroup(row: GroupRow, view: GroupView) {
  const { membership, acceptedMembers, counts, now } = view;
  const member = membership?.membershipType === 'member' ? membership : null;
  const status = member?.status ?? null;
  const full = isFull(row, acceptedMembers);
  const joinable = canJoin(row, status, now);
  return {
    ...presentGroupCard(row, acceptedMembers, now),
    level: row.level,
    group_duration: row.groupDuration,
    publicity: row.publicity,
    visibility: row.visibility,
    admission: row.admission,
    membership_type: row.membershipType,
    domain: row.domain,
    is_default: row.isDefault,
    location: row.location,
    objective: row.objective,
    member_requirements: row.memberRequirements,
    impact: row.impact,
    topics_detailed: view.topics,
    career_stages: row.careerStages,
    roles: row.roles,
    professional_fields: row.professionalFields,
    job_functions: row.jobFunctions,
    categories: row.categories,
    business_value: row.businessValue,
    complexity: row.complexity,
    innovation_category: row.innovationCategory,
    use_cases: row.useCases,
    // Use-case titles come with the use-cases module; until then only the ids are known.
    use_cases_detailed: [] as Array<{ title: string; description: string }>,
    paid_features: row.paidFeatures,
    discount: row.discount,
    extra_info: {
      is_external: row.extraInfo.is_external,
      external_link: row.extraInfo.external_link ?? null,
      questions: row.extraInfo.questions,
    },
    /** The description as rich text blocks; null when it is plain text (`description`). */
    description_blocks: row.extraInfo.description_blocks ?? null,
    google_classroom_id: row.googleClassroomId,
    create_google_classroom: row.createGoogleClassroom,
    has_classroom_access: false,
    is_influencer: row.isInfluencer,
    is_certified: row.isCertified,
    donation_details: row.donationDetails,
    root_group: row.parentId ?? row.id,
    total_circles: view.children.circles,
    total_events: view.children.events,
    pending_members_count: view.isManager ? counts.pending : null,
    rejected_members_count: view.isManager ? counts.rejected : null,
    unverified_members_count: view.isManager ? counts.unverified : null,
    created_at: row.createdAt.toISOString(),
    membership_status: status,
    role: member?.role ?? null,
    payment_status: member?.paymentStatus ?? null,
    /** A manual payment's receipt is waiting for an administrator (payment-voucher). */
    payment_voucher_submitted:
      member?.paymentStatus === 'pending' && typeof member.extraInfo.voucher === 'number',
    is_following: membership?.membershipType === 'follower',
    is_full: full,
    can_join: joinable,
    show_join_button: isJoinButtonVisible(row, now),
    /** What the join control says before the user applies (wait list, pay after acceptance). */
    join_message:
      joinable && full
        ? GROUP_MESSAGES.waitList
        : status === 'pending' && row.isPaid
          ? GROUP_MESSAGES.payAfterAccept
          : null,
    permissions: view.permissions,
  };
}

/** A member row of the members list; private fields only for managers. */
export function presentMember(row: MemberRow, showPrivate: boolean, url: (key: string) => string) {
  return {
    id: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    name_slug: row.nameSlug,
    image: row.pictureKey ? url(row.pictureKey) : null,
    institution_name: row.institutionName,
    country: row.country,
    membership_type: row.membershipType,
    membership_role: row.role,
    membership_status: row.status,
    is_verified: row.isVerified,
    joined_at: showPrivate
      ? ((row.joinedAt ?? (row.status === 'accepted' ? row.createdAt : null))?.toISOString() ?? null)
      : null,
    payment_status: row.paymentStatus,
    email: showPrivate ? row.email : null,
    reason: showPrivate ? row.reason : null,
    notes: showPrivate ? row.notes : null,
    agent_responses: showPrivate ? row.agentResponses : {},
    extra_info: showPrivate ? row.extraInfo : {},
  };
}
