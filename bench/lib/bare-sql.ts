// The statements the product sends for the three endpoints of the `bare` scenario (an anonymous
// job board with two filters, a job by slug, a public group's members filtered by country), copied
// as the product sends them. The scenario records the statements both servers send (the same
// recorder, bench/lib/record-queries.mjs) and fails when one of the bare server's is not one of the
// product's, so a change to the product's SQL shows here first.

/** What node-postgres gives for a row of `jobs` (the product's drizzle select of every column). */
export interface JobRaw {
  id: number;
  slug: string;
  title: string;
  description: string;
  requirements: string;
  job_type: string;
  job_location: string;
  address: string | null;
  job_status: string;
  is_featured: boolean;
  application_open_date: Date | null;
  application_close_date: Date;
  created_at: Date;
  skills: number[];
  countries: string[];
  career_stages: number[];
  job_functions: number[];
  professional_fields: number[];
  group_id: number;
  extra_info: { questions: unknown[] };
}

/** A members-list row as the product's MEMBER_COLUMNS name it. */
export interface MemberRaw {
  userId: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
  isVerified: boolean;
  pictureKey: string | null;
  institutionName: string | null;
  country: string | null;
  role: string;
  status: string;
  membershipType: string;
  paymentStatus: string | null;
}

export const JOB_BOARD_PAGE =
  'select "id", "slug", "title", "description", "requirements", "job_type", "job_location", "address", "job_status", "is_featured", "group_id", "created_by", "application_open_date", "application_close_date", "skills", "career_stages", "countries", "job_functions", "professional_fields", "extra_info", "created_at", "updated_at" from "jobs" where (jobs.job_status = \'approved\') AND EXISTS (SELECT 1 FROM groups g WHERE g.id = jobs.group_id AND g.visibility = 0) AND jobs.job_type = ANY($1::text[]) AND jobs.job_location = ANY($2::text[]) order by "jobs"."id" desc limit $3 offset $4';
export const JOB_BOARD_COUNT =
  "select count(*)::int from (SELECT 1 FROM jobs WHERE (jobs.job_status = 'approved') AND EXISTS (SELECT 1 FROM groups g WHERE g.id = jobs.group_id AND g.visibility = 0) AND jobs.job_type = ANY($1::text[]) AND jobs.job_location = ANY($2::text[]) LIMIT $3) capped";
export const SKILL_NAMES = 'SELECT id, name FROM topics WHERE id = ANY($1::int[])';
export const GROUP_BY_ID =
  'select "id", "name", "name_slug", "group_type", "description", "logo", "domain", "membership_type", "visibility", "admission", "is_verified", "is_default", "parent_id", "created_by", "created_at", "level", "group_duration", "circle_type", "event_type", "publicity", "location", "country", "objective", "member_requirements", "impact", "topics", "countries", "career_stages", "roles", "professional_fields", "job_functions", "categories", "relevant_sdgs", "use_cases", "business_value", "complexity", "innovation_category", "maximum_size", "start_date", "end_date", "application_open_date", "application_close_date", "extra_info", "is_paid", "price", "paid_features", "discount", "cover_image", "google_classroom_id", "create_google_classroom", "is_influencer", "is_certified", "donation_details", "updated_at" from "groups" where "groups"."id" = $1 limit $2';
export const MEMBER_PAGE_IDS =
  "SELECT m.id FROM group_memberships m  WHERE m.group_id = ANY($1::int[]) AND m.membership_type = 'member' AND m.status = $2 AND m.member_country = $3 ORDER BY m.group_id DESC, m.id DESC LIMIT $4 OFFSET $5";
export const CAPPED_MEMBERS_COUNT =
  "SELECT count(*)::int AS n FROM (SELECT 1 FROM group_memberships m  WHERE m.group_id = ANY($1::int[]) AND m.membership_type = 'member' AND m.status = $2 AND m.member_country = $3 LIMIT $4) capped";
export const MEMBER_DETAILS =
  '\n            SELECT \n  m.id AS "membershipId", m.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",\n  u.name_slug AS "nameSlug", u.email, u.is_verified AS "isVerified", f.storage_key AS "pictureKey",\n  i.name AS "institutionName", p.country, m.role, m.status, m.membership_type AS "membershipType",\n  m.payment_status AS "paymentStatus", m.notes, m.reason, m.extra_info AS "extraInfo",\n  m.agent_responses AS "agentResponses", m.joined_at AS "joinedAt", m.created_at AS "createdAt" FROM group_memberships m \n  JOIN users u ON u.id = m.user_id\n  LEFT JOIN profiles p ON p.user_id = m.user_id\n  LEFT JOIN uploaded_files f ON f.id = p.picture_file_id\n  LEFT JOIN groups i ON i.id = p.institution_id\n            WHERE m.id = ANY($1::int[]) ORDER BY m.id DESC';
export const JOB_BY_SLUG =
  'select "id", "slug", "title", "description", "requirements", "job_type", "job_location", "address", "job_status", "is_featured", "group_id", "created_by", "application_open_date", "application_close_date", "skills", "career_stages", "countries", "job_functions", "professional_fields", "extra_info", "search_vector", "created_at", "updated_at" from "jobs" where "jobs"."slug" = $1 limit $2';
/** The groups of a page of jobs (their ids as one int[] literal). */
export const GROUP_CARDS =
  'select "id", "name", "name_slug", "logo", "group_type" from "groups" where "groups"."id" = ANY($1::int[])';
