/**
 * Google Classroom, for certified group administrators who sync a course's roster into a group
 * (spec: "Classroom: sync members by role"). Off unless GOOGLE_CLASSROOM_CLIENT_ID and
 * GOOGLE_CLASSROOM_CLIENT_SECRET are set; the web hides it then. The Google implementation uses
 * Google's official clients (google-auth-library, @googleapis/classroom) with every endpoint
 * configurable, so the tests run it against a local stand-in that speaks the same protocol.
 */
export interface ClassroomCourse {
  id: string;
  name: string;
  section: string | null;
}

/** Whose roster: the course's students or its teachers. */
export type ClassroomRole = 'student' | 'teacher';
export const CLASSROOM_ROLES: readonly ClassroomRole[] = ['student', 'teacher'];

export interface ClassroomPerson {
  /** Null when the course does not share e-mail addresses with this account. */
  email: string | null;
  name: string;
}

/** What the consent screen gave: a long-lived refresh token and the Google account it belongs to. */
export interface ClassroomGrant {
  refreshToken: string;
  email: string | null;
}

/** Google refused or could not be reached; the message is for the log, not for the user. */
export class ClassroomError extends Error {
  constructor(
    message: string,
    /** The grant is no longer valid (revoked, expired): the user must connect again. */
    readonly grantRevoked = false,
  ) {
    super(message);
    this.name = 'ClassroomError';
  }
}

export interface Classroom {
  /** The consent screen address (offline access, consent every time so a refresh token comes back). */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ClassroomGrant>;
  /** Active courses the account teaches. */
  listCourses(refreshToken: string): Promise<ClassroomCourse[]>;
  /** Every student or teacher of a course, all pages read. */
  listPeople(refreshToken: string, courseId: string, role: ClassroomRole): Promise<ClassroomPerson[]>;
}

export const CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
] as const;

export interface ClassroomConfig {
  GOOGLE_CLASSROOM_CLIENT_ID?: string | undefined;
  GOOGLE_CLASSROOM_CLIENT_SECRET?: string | undefined;
  GOOGLE_OAUTH_AUTH_URL: string;
  GOOGLE_OAUTH_TOKEN_URL: string;
  GOOGLE_CLASSROOM_API_URL: string;
}

/** The Google adapter when both keys are set, otherwise null (the feature is off). */
export async function createClassroom(config: ClassroomConfig): Promise<Classroom | null> {
  if (!config.GOOGLE_CLASSROOM_CLIENT_ID || !config.GOOGLE_CLASSROOM_CLIENT_SECRET) return null;
  const { createGoogleClassroom } = await import('./google.js');
  return createGoogleClassroom({
    clientId: config.GOOGLE_CLASSROOM_CLIENT_ID,
    clientSecret: config.GOOGLE_CLASSROOM_CLIENT_SECRET,
    authUrl: config.GOOGLE_OAUTH_AUTH_URL,
    tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
    apiUrl: config.GOOGLE_CLASSROOM_API_URL,
  });
}
