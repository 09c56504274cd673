import type { Role, World } from './authz-matrix.fixtures.js';

/** The words and helpers of the authorization matrix's rows (see authz-matrix.table.ts). */
export type Outcome = 'ok' | 'pass' | 401 | 403 | 404;
export interface Call {
  path: string;
  body?: unknown;
}
export interface Row {
  expect: Outcome[];
  call: (w: World, role: Role) => Call | Promise<Call>;
  last?: boolean;
}

export const parse = (line: string): Outcome[] =>
  line
    .trim()
    .split(/\s+/)
    .map((cell) => (cell === 'ok' || cell === 'pass' ? cell : (Number(cell) as Outcome)));
export const row = (expect: string, call: Row['call'], options: { last?: boolean } = {}): Row => ({
  expect: parse(expect),
  call,
  ...options,
});
export const at = (path: string, body?: unknown) => () => ({ path, ...(body === undefined ? {} : { body }) });

//                         anon trial unver member cert leader admin other staff infl
export const EVERYONE = /*     */ 'ok   ok    ok    ok     ok   ok     ok    ok    ok    ok';
export const SIGNED_IN = /*    */ '401  ok    ok    ok     ok   ok     ok    ok    ok    ok';
export const SIGNED_PASS = /*  */ '401  pass  pass  pass   pass pass   pass  pass  pass  pass';
export const ANYONE_PASS = /*  */ 'pass pass  pass  pass   pass pass   pass  pass  pass  pass';
export const REGISTERED = /*   */ '401  403   pass  pass   pass pass   pass  pass  pass  pass';
/** Accepted leaders and admins of org, and staff. */
export const MANAGERS = /*     */ '401  403   403   403    403  pass   pass  403   pass  403';
/** Administrators of org (certified group profile there), and staff. */
export const CERTIFIED_ADMINS = '401  403   403   403    403  403    pass  403   pass  403';
export const STAFF_ONLY = /*   */ '401  403   403   403    403  403    403   403   pass  403';
/** Org managers; others do not see the private circle (404). */
export const CIRCLE_READ = /*  */ '404  404   404   ok     404  ok     404   404   ok    404';

export const id = (w: World) => w.org.id;
export const day = 86_400_000;
export const circleForm = (parent: number) => ({
  name: 'Matrix circle',
  group_type: 'circle',
  description: 'About',
  topics: [1, 2],
  group_duration: 'time_limited',
  career_stages: [2],
  start_date: new Date(Date.now() + 10 * day).toISOString(),
  end_date: new Date(Date.now() + 40 * day).toISOString(),
  publicity: 'open',
  application_open_date: new Date(Date.now() - day).toISOString(),
  application_close_date: new Date(Date.now() + 5 * day).toISOString(),
  parent_group: parent,
  circle_type: 'Learning Circle',
  relevant_sdgs: [4, 8],
  maximum_size: 20,
  use_cases: [1],
});
export const jobForm = (group: number) => ({
  title: 'Matrix job',
  description: 'About the job',
  job_type: 'full_time',
  job_location: 'remote',
  group,
});
