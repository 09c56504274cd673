/*
 * THE AUTHORIZATION MATRIX: one row per route of the OpenAPI document (/api/docs/json).
 *
 * How to add a route (a route in the document that is missing here fails authz-matrix.api.test.ts):
 *   1. Add a row `'METHOD /path/{param}/': row(expect, call)` to the rows file of its domain
 *      (authz-matrix.rows-people.ts or authz-matrix.rows-groups.ts, or a new rows file merged
 *      below), with the path exactly as the OpenAPI document writes it.
 *   2. `expect` is ten outcomes, one per role, in this order (see ROLES in the fixtures file):
 *        anonymous trial unverified member certified leader admin otherAdmin staff influencer
 *      Outcomes: `ok` = 2xx; `pass` = let through authorization (2xx, or a 4xx about the body or
 *      the state such as 400/409/415, never 401/403/404); or an exact status: 401, 403, 404.
 *      authz-matrix.kit.ts names the usual lines (EVERYONE, SIGNED_IN, REGISTERED, MANAGERS ...).
 *   3. `call(world, role)` gives the path with real ids (and a body): the fixtures build one
 *      organization (org) with a private circle, an event, a job, a chat room, a notification ...
 *      When the call changes state that the next role's call needs (deleting, removing, leaving),
 *      make a fresh target per call (world.freshJob(), world.freshMember(), ...).
 *   4. Run: npx vitest run --project api apps/server/src/http/authz-matrix.api.test.ts (and with
 *      TEST_DATABASE_URL for PostgreSQL). A wrong cell prints the whole row as it was answered.
 * Rows whose call ends the session (logout, password change) are marked `last` and run last.
 */

import type { Row } from './authz-matrix.kit.js';
import { CONTENT_ROWS } from './authz-matrix.rows-contents.js';
import { GROUP_ROWS } from './authz-matrix.rows-groups.js';
import { PEOPLE_ROWS } from './authz-matrix.rows-people.js';
import { COMMUNITY_ROWS } from './authz-matrix.rows-community.js';
import { CATALOG_ROWS } from './authz-matrix.rows-catalog.js';
import { ADMIN_ROWS } from './authz-matrix.rows-admin.js';
import { PAYMENT_ROWS } from './authz-matrix.rows-payments.js';
import { STRIPE_ROWS } from './authz-matrix.rows-stripe.js';
import { ASSISTANT_ROWS } from './authz-matrix.rows-assistant.js';
import { ENGAGEMENT_ROWS } from './authz-matrix.rows-engagement.js';
import { FINISH_ROWS } from './authz-matrix.rows-finish.js';
import { RECS_ROWS } from './authz-matrix.rows-recs.js';
import { CAREERGPS_ROWS } from './authz-matrix.rows-careergps.js';
import { HOME_ROWS } from './authz-matrix.rows-home.js';
import { PAYSTAFF_ROWS } from './authz-matrix.rows-paystaff.js';
import { LEADERS_ROWS } from './authz-matrix.rows-leaders.js';
import { GPS2_ROWS } from './authz-matrix.rows-gps2.js';
import { SETTINGS_ROWS } from './authz-matrix.rows-settings.js';

export type { Outcome, Row } from './authz-matrix.kit.js';

/** Every route of the OpenAPI document, by "METHOD /path" as the document writes it. */
export const MATRIX: Record<string, Row> = {
  ...PEOPLE_ROWS,
  ...GROUP_ROWS,
  ...CONTENT_ROWS,
  ...COMMUNITY_ROWS,
  ...CATALOG_ROWS,
  ...ADMIN_ROWS,
  ...PAYMENT_ROWS,
  ...STRIPE_ROWS,
  ...ASSISTANT_ROWS,
  ...ENGAGEMENT_ROWS,
  ...CAREERGPS_ROWS,
  ...GPS2_ROWS,
  ...FINISH_ROWS,
  ...RECS_ROWS,
  ...HOME_ROWS,
  ...PAYSTAFF_ROWS,
  ...LEADERS_ROWS,
  ...SETTINGS_ROWS,
};
