import { z } from 'zod';

/** Google Classroom roster sync (spec: "Classroom: sync members by role"). */
export const CLASSROOM_ROLES = ['student', 'teacher'] as const;
export type ClassroomRoleName = (typeof CLASSROOM_ROLES)[number];

export const CLASSROOM_MESSAGES = {
  notAvailable: 'Google Classroom is not available on this site.',
  certifiedRequired: 'A certified group profile with admin rights is required to sync Google Classroom.',
  notConnected: 'Connect your Google account to use Google Classroom.',
  connectionExpired: 'Your Google account is no longer connected. Please connect it again.',
  invalidState: 'This Google sign-in has expired or was not started here. Please try again.',
  connected: (email: string | null) =>
    email ? `Connected Google Classroom as ${email}` : 'Connected Google Classroom',
  disconnected: 'Disconnected Google Classroom',
  couldNotLoadCourses: 'Could not load your Google Classroom courses',
  /** The spec's toast: "Failed to sync {role} in google classroom". */
  syncFailed: (role: ClassroomRoleName) => `Failed to sync ${role}s in google classroom`,
  synced: (r: { added: number; invited: number; already_members: number }) =>
    `Synced: ${r.added} added, ${r.invited} invited, ${r.already_members} already members`,
  courseNotFound: 'That course was not found in your Google Classroom.',
} as const;

export const classroomSyncSchema = z.object({
  course_id: z.string().trim().min(1).max(200),
  role: z.enum(CLASSROOM_ROLES),
  /** The group role to add them as; by default student → student (attendee for events), teacher → faculty (presenter). */
  group_role: z.string().trim().min(1).max(40).optional(),
});
export type ClassroomSyncInput = z.infer<typeof classroomSyncSchema>;

export const classroomCallbackSchema = z.object({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(2048),
});

/** GET /classroom/: whether Classroom is on for this site and the user's Google account connected. */
export const classroomStatusSchema = z.object({
  enabled: z.boolean(),
  connected: z.boolean(),
  google_email: z.string().nullable(),
});
export type ClassroomStatus = z.infer<typeof classroomStatusSchema>;

/** POST /groups/{id}/classroom/sync-users/: how many people were added, invited or already there. */
export const classroomSyncResultSchema = z.object({
  message: z.string(),
  course_name: z.string(),
  added: z.number(),
  invited: z.number(),
  already_members: z.number(),
  without_email: z.number(),
});
export type ClassroomSyncResult = z.infer<typeof classroomSyncResultSchema>;

export const classroomMessageSchema = z.object({ message: z.string() });
/** POST /classroom/callback/: connected, and the group the connection was started from. */
export const classroomCallbackResultSchema = z.object({
  message: z.string(),
  google_email: z.string().nullable(),
  group: z.object({ id: z.number(), name_slug: z.string(), group_type: z.string() }),
});
export const classroomConnectSchema = z.object({ authorization_url: z.string() });
export const classroomCoursesSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), section: z.string().nullable() })),
});
export const classroomSyncsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      course_id: z.string(),
      course_name: z.string(),
      role: z.string(),
      group_role: z.string(),
      added: z.number(),
      invited: z.number(),
      already_members: z.number(),
      without_email: z.number(),
      created_at: z.string(),
    }),
  ),
});
