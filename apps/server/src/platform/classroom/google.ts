import { classroom as classroomApi, type classroom_v1 } from '@googleapis/classroom';
import { OAuth2Client } from 'google-auth-library';
import {
  CLASSROOM_SCOPES,
  ClassroomError,
  type Classroom,
  type ClassroomCourse,
  type ClassroomPerson,
  type ClassroomRole,
} from './index.js';

const PAGE_SIZE = 100;
/** A roster larger than this is cut (with a log line by the caller): 100 pages of 100. */
const MAX_PAGES = 100;
const TIMEOUT_MS = 10_000;

interface GoogleClassroomOptions {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Root of the Classroom REST API, e.g. https://classroom.googleapis.com/ */
  apiUrl: string;
}

/** The status and OAuth error code of a failed Google call (gaxios errors), without importing gaxios. */
function describe(err: unknown): { status: number | null; code: string | null; message: string } {
  const e = err as {
    status?: number;
    response?: { status?: number; data?: { error?: unknown } };
    message?: string;
  };
  const status = e.response?.status ?? e.status ?? null;
  const raw = e.response?.data?.error;
  const code =
    typeof raw === 'string'
      ? raw
      : typeof (raw as { status?: unknown })?.status === 'string'
        ? String((raw as { status: string }).status)
        : null;
  return { status, code, message: e.message ?? String(err) };
}

function fail(what: string, err: unknown): never {
  const { status, code, message } = describe(err);
  // invalid_grant: the refresh token was revoked or expired; 401 from the API: the same in effect.
  const revoked = code === 'invalid_grant' || status === 401;
  throw new ClassroomError(
    `Google Classroom ${what} failed (${status ?? 'no response'}${code ? `, ${code}` : ''}): ${message}`,
    revoked,
  );
}

export function createGoogleClassroom(options: GoogleClassroomOptions): Classroom {
  const rootUrl = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const oauthClient = () =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      endpoints: { oauth2AuthBaseUrl: options.authUrl, oauth2TokenUrl: options.tokenUrl },
    });

  /** An API client acting for the account behind `refreshToken` (access tokens fetched and renewed by the library). */
  function apiFor(refreshToken: string): classroom_v1.Classroom {
    const auth = oauthClient();
    auth.setCredentials({ refresh_token: refreshToken });
    return classroomApi({ version: 'v1', auth, rootUrl, timeout: TIMEOUT_MS, retry: false });
  }

  async function allPages<T>(
    fetchPage: (pageToken: string | undefined) => Promise<{ items: T[]; next: string | null }>,
  ) {
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await fetchPage(pageToken);
      items.push(...result.items);
      if (!result.next) break;
      pageToken = result.next;
    }
    return items;
  }

  return {
    authorizationUrl(state, redirectUri) {
      return oauthClient().generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: [...CLASSROOM_SCOPES],
        state,
        redirect_uri: redirectUri,
      });
    },

    async exchangeCode(code, redirectUri) {
      let refreshToken: string | null | undefined;
      try {
        const { tokens } = await oauthClient().getToken({ code, redirect_uri: redirectUri });
        refreshToken = tokens.refresh_token;
      } catch (err) {
        fail('code exchange', err);
      }
      if (!refreshToken)
        throw new ClassroomError('Google answered the code exchange without a refresh token');
      let email: string | null = null;
      try {
        const profile = await apiFor(refreshToken).userProfiles.get({ userId: 'me' });
        email = profile.data.emailAddress ?? null;
      } catch (err) {
        fail('profile', err);
      }
      return { refreshToken, email };
    },

    async listCourses(refreshToken): Promise<ClassroomCourse[]> {
      const api = apiFor(refreshToken);
      try {
        return await allPages(async (pageToken) => {
          const res = await api.courses.list({
            teacherId: 'me',
            courseStates: ['ACTIVE'],
            pageSize: PAGE_SIZE,
            ...(pageToken ? { pageToken } : {}),
          });
          const items = (res.data.courses ?? [])
            .filter((c): c is classroom_v1.Schema$Course & { id: string } => typeof c.id === 'string')
            .map((c) => ({ id: c.id, name: c.name ?? c.id, section: c.section ?? null }));
          return { items, next: res.data.nextPageToken ?? null };
        });
      } catch (err) {
        if (err instanceof ClassroomError) throw err;
        fail('course list', err);
      }
    },

    async listPeople(refreshToken, courseId, role: ClassroomRole): Promise<ClassroomPerson[]> {
      const api = apiFor(refreshToken);
      const person = (p: classroom_v1.Schema$UserProfile | undefined): ClassroomPerson => ({
        email: p?.emailAddress?.trim().toLowerCase() || null,
        name: p?.name?.fullName ?? '',
      });
      try {
        return await allPages(async (pageToken) => {
          const params = { courseId, pageSize: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) };
          if (role === 'student') {
            const res = await api.courses.students.list(params);
            return {
              items: (res.data.students ?? []).map((s) => person(s.profile)),
              next: res.data.nextPageToken ?? null,
            };
          }
          const res = await api.courses.teachers.list(params);
          return {
            items: (res.data.teachers ?? []).map((t) => person(t.profile)),
            next: res.data.nextPageToken ?? null,
          };
        });
      } catch (err) {
        if (err instanceof ClassroomError) throw err;
        fail(`${role} list`, err);
      }
    },
  };
}
