import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sendJson, startHttpStandIn } from './http.js';

export const FACEBOOK_GRAPH_VERSION = 'v19.0';

export interface FacebookUser {
  id: string;
  /** Absent when the person declined the email permission or has no email on the account. */
  email?: string;
  first_name: string;
  last_name: string;
}

interface IssuedToken {
  appId: string;
  user: FacebookUser;
  expiresAt: number;
}

/**
 * A local stand-in for the Facebook Graph API as a Facebook Login back end uses it:
 * `GET /{version}/debug_token` (called with the app access token `app_id|app_secret`, answering
 * is_valid, app_id, user_id and Graph's error shapes) and `GET /{version}/me` (user fields for a
 * user access token, with `appsecret_proof` enforced as when "Require App Secret" is on). Apps
 * the stand-in knows are given up front; user tokens are minted as the JavaScript SDK would
 * receive them after the login dialog. Point FACEBOOK_GRAPH_URL at `graphUrl`.
 */
export async function startFacebookStandIn(options: { apps: Array<{ id: string; secret: string }> }) {
  const secrets = new Map(options.apps.map((app) => [app.id, app.secret]));
  const tokens = new Map<string, IssuedToken>();
  const prefix = `/${FACEBOOK_GRAPH_VERSION}`;
  const fbtrace = () => randomBytes(8).toString('base64url');
  const oauthError = (message: string, code = 190, type = 'OAuthException') => ({
    error: { message, type, code, fbtrace_id: fbtrace() },
  });

  const http = await startHttpStandIn((req, res) => {
    if (req.method !== 'GET')
      return sendJson(res, 400, oauthError('Unsupported request method', 100, 'GraphMethodException'));

    if (req.path === `${prefix}/debug_token`) {
      const [appId, appSecret] = (req.query.access_token ?? '').split('|');
      if (!appId || secrets.get(appId) !== appSecret) {
        return sendJson(res, 400, oauthError('Invalid OAuth access token signature.'));
      }
      if (!req.query.input_token) {
        return sendJson(res, 400, oauthError('(#100) The parameter input_token is required', 100));
      }
      const token = tokens.get(req.query.input_token);
      if (!token) {
        return sendJson(res, 200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
        });
      }
      const expired = token.expiresAt <= Date.now() / 1000;
      return sendJson(res, 200, {
        data: {
          app_id: token.appId,
          type: 'USER',
          application: 'Stand-in app',
          data_access_expires_at: token.expiresAt + 90 * 86_400,
          expires_at: token.expiresAt,
          is_valid: !expired,
          ...(expired
            ? {
                error: {
                  code: 190,
                  message: 'Error validating access token: Session has expired.',
                  subcode: 463,
                },
              }
            : {}),
          scopes: ['email', 'public_profile'],
          user_id: token.user.id,
        },
      });
    }

    if (req.path === `${prefix}/me`) {
      const token = tokens.get(req.query.access_token ?? '');
      if (!token) return sendJson(res, 400, oauthError('Invalid OAuth access token data.'));
      if (token.expiresAt <= Date.now() / 1000) {
        return sendJson(res, 400, {
          error: {
            ...oauthError('Error validating access token: Session has expired.').error,
            error_subcode: 463,
          },
        });
      }
      const proof = createHmac('sha256', secrets.get(token.appId) ?? '')
        .update(req.query.access_token!)
        .digest('hex');
      if (req.query.appsecret_proof !== proof) {
        return sendJson(
          res,
          400,
          oauthError('Invalid appsecret_proof provided in the API argument', 100, 'GraphMethodException'),
        );
      }
      const user = token.user;
      const all: Record<string, unknown> = {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        name: `${user.first_name} ${user.last_name}`,
        picture: {
          data: {
            height: 50,
            width: 50,
            is_silhouette: false,
            url: `https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=${user.id}`,
          },
        },
      };
      // Graph answers only the fields asked for (id always), and leaves out what it does not have.
      const fields = (req.query.fields ?? 'id,name').split(',').map((f) => f.trim());
      const body = Object.fromEntries(
        Object.entries(all).filter(([k, v]) => (k === 'id' || fields.includes(k)) && v !== undefined),
      );
      return sendJson(res, 200, body);
    }

    return sendJson(res, 400, oauthError(`Unknown path components: ${req.path}`, 2500));
  });

  return {
    graphUrl: `${http.url}${prefix}`,
    seen: http.seen,
    /** A Facebook person with an app-scoped id. */
    user(overrides: Partial<FacebookUser> = {}): FacebookUser {
      return {
        id: String(randomInt(1e9, 2e9)) + String(randomInt(1e6, 9e6)),
        email: `f.${randomBytes(4).toString('hex')}@example.com`,
        first_name: 'Alan',
        last_name: 'Turing',
        ...overrides,
      };
    },
    /** The user access token the JavaScript SDK gets for `appId` after the login dialog. */
    login(appId: string, user: FacebookUser, opts: { expiresIn?: number } = {}): string {
      const token = `EAA${randomBytes(48).toString('base64url')}`;
      tokens.set(token, {
        appId,
        user,
        expiresAt: Math.floor(Date.now() / 1000) + (opts.expiresIn ?? 5_184_000),
      });
      return token;
    },
    close: http.close,
  };
}
export type FacebookStandIn = Awaited<ReturnType<typeof startFacebookStandIn>>;
