import { randomBytes } from 'node:crypto';
import { sendJson, startHttpStandIn } from './http.js';

export interface LinkedinMember {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
  picture?: string;
}

const CODE_MISMATCH =
  'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists';

/**
 * A local stand-in for "Sign In with LinkedIn using OpenID Connect": the token endpoint
 * (`POST /oauth/v2/accessToken`, form-encoded authorization_code grant with client_id and
 * client_secret in the body, single-use codes bound to their redirect_uri, LinkedIn's OAuth
 * error bodies) and the userinfo endpoint (`GET /v2/userinfo` with the bearer token, LinkedIn's
 * 401 body for a bad token). `authorize()` plays the consent screen. Point LINKEDIN_TOKEN_URL
 * and LINKEDIN_USERINFO_URL at `tokenUrl` and `userinfoUrl`.
 */
export async function startLinkedinStandIn(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { member: LinkedinMember; redirectUri: string; expiresAt: number }>();
  const accessTokens = new Map<string, LinkedinMember>();
  let userinfoFailure: { status: number; body: unknown } | null = null;

  const http = await startHttpStandIn((req, res) => {
    if (req.path === '/oauth/v2/accessToken') {
      if (req.method !== 'POST')
        return sendJson(res, 405, { error: 'invalid_request', error_description: 'Method not allowed' });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return sendJson(res, 400, {
          error: 'invalid_request',
          error_description: 'Content-Type must be application/x-www-form-urlencoded',
        });
      }
      const form = Object.fromEntries(new URLSearchParams(req.body));
      if (form.grant_type !== 'authorization_code') {
        return sendJson(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Unsupported grant type',
        });
      }
      if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
        });
      }
      const issued = form.code ? codes.get(form.code) : undefined;
      if (issued) codes.delete(form.code!); // single use, whatever happens next
      if (!issued || issued.expiresAt <= Date.now() || issued.redirectUri !== form.redirect_uri) {
        return sendJson(res, 400, { error: 'invalid_request', error_description: CODE_MISMATCH });
      }
      const accessToken = `AQ${randomBytes(40).toString('base64url')}`;
      accessTokens.set(accessToken, issued.member);
      return sendJson(res, 200, {
        access_token: accessToken,
        expires_in: 5_183_999,
        scope: 'email,openid,profile',
        token_type: 'Bearer',
      });
    }

    if (req.path === '/v2/userinfo' && req.method === 'GET') {
      if (userinfoFailure) return sendJson(res, userinfoFailure.status, userinfoFailure.body);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const member = bearer ? accessTokens.get(bearer) : undefined;
      if (!member) {
        return sendJson(res, 401, {
          serviceErrorCode: 65600,
          code: 'INVALID_ACCESS_TOKEN',
          message: 'Invalid access token',
          status: 401,
        });
      }
      return sendJson(res, 200, {
        sub: member.sub,
        name: `${member.given_name} ${member.family_name}`,
        given_name: member.given_name,
        family_name: member.family_name,
        locale: { country: 'US', language: 'en' },
        ...(member.picture ? { picture: member.picture } : {}),
        ...(member.email ? { email: member.email, email_verified: member.email_verified ?? true } : {}),
      });
    }

    return sendJson(res, 404, { message: 'Resource not found', status: 404 });
  });

  return {
    tokenUrl: `${http.url}/oauth/v2/accessToken`,
    userinfoUrl: `${http.url}/v2/userinfo`,
    seen: http.seen,
    member(overrides: Partial<LinkedinMember> = {}): LinkedinMember {
      return {
        sub: randomBytes(6).toString('base64url'),
        email: `l.${randomBytes(4).toString('hex')}@example.net`,
        email_verified: true,
        given_name: 'Katherine',
        family_name: 'Johnson',
        ...overrides,
      };
    },
    /** What the consent screen does when the member allows: a code for that redirect URI (10 minutes). */
    authorize(member: LinkedinMember, redirectUri: string): string {
      const code = `AQT${randomBytes(32).toString('base64url')}`;
      codes.set(code, { member, redirectUri, expiresAt: Date.now() + 10 * 60_000 });
      return code;
    },
    /** Make userinfo fail (for example 500, or 403 when the openid scope was not granted); null restores it. */
    failUserinfo(failure: { status: number; body: unknown } | null) {
      userinfoFailure = failure;
    },
    close: http.close,
  };
}
export type LinkedinStandIn = Awaited<ReturnType<typeof startLinkedinStandIn>>;
