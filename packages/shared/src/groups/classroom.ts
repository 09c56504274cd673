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

export interface ClassroomStatus {
  enabled: boolean;
  connected: boolean;
  google_email: string | null;
}

export interface ClassroomSyncResult {
  message: string;
  course_name: string;
  added: number;
  invited: number;
  already_members: number;
  without_email: number;
}
