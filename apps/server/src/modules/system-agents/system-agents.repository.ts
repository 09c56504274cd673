import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AgentRow {
  id: number;
  agent_type: string;
  name: string;
  entity: string;
}
export interface VerdictRow {
  agent_id: number;
  agent_type: string;
  entity_id: number;
  status: string;
  /** ai_enthusiasm_ranking only. */
  level: string | null;
  confidence: number;
  reasons: string[];
  signals: Record<string, unknown>;
  rationale: string | null;
  overridden_by: number | null;
  run_at: string | Date;
}
/** What the registration agent reads about one member of one organization. */
export interface RegistrationFacts {
  email: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  domain: string | null;
  questions: Array<{ id: string; required: boolean }>;
  answers: Record<string, unknown>;
  filled: number;
  fields: number;
  same_name: number;
  lookalike: number;
  network: string | null;
  burst: number;
}

/** One agent's verdict on one item, as the agents write it. */
export interface NewVerdict {
  agentId: number;
  groupId: number;
  status: string;
  /** ai_enthusiasm_ranking only (Champion, Active, Curious, Dormant). */
  level?: string | null;
  confidence: number;
  reasons: string[];
  signals: Record<string, unknown>;
  rationale: string | null;
  overriddenBy: number | null;
}

/**
 * Inserts or replaces an agent's verdict on an item (one per agent, entity, group and item). An
 * agent's own verdict (`overriddenBy` null) never replaces an administrator's: the condition is in
 * the statement, so a run that read the verdict before an override and writes after it changes
 * nothing. Null when nothing was written.
 */
export async function upsertVerdict(
  db: Db,
  entity: 'user' | 'use_case',
  entityId: number,
  v: NewVerdict,
): Promise<Omit<VerdictRow, 'agent_type'> | null> {
  const [row] = rowsOf<Omit<VerdictRow, 'agent_type'>>(
    await db.execute(sql`
      INSERT INTO system_agent_verdicts
        (agent_id, entity, entity_id, group_id, status, level, confidence, reasons, signals, rationale, overridden_by, run_at)
      VALUES (${v.agentId}, ${entity}, ${entityId}, ${v.groupId}, ${v.status}, ${v.level ?? null}, ${v.confidence},
              ${JSON.stringify(v.reasons)}::jsonb, ${JSON.stringify(v.signals)}::jsonb, ${v.rationale},
              ${v.overriddenBy}, now())
      ON CONFLICT (agent_id, entity, group_id, entity_id) DO UPDATE SET
        status = EXCLUDED.status, level = EXCLUDED.level, confidence = EXCLUDED.confidence, reasons = EXCLUDED.reasons,
        signals = EXCLUDED.signals, rationale = EXCLUDED.rationale, overridden_by = EXCLUDED.overridden_by,
        run_at = EXCLUDED.run_at
      WHERE system_agent_verdicts.overridden_by IS NULL OR EXCLUDED.overridden_by IS NOT NULL
      RETURNING agent_id, entity_id, status, level, confidence, reasons, signals, rationale, overridden_by, run_at`),
  );
  return row ?? null;
}

/**
 * The system agents' tables (system_agents, system_agent_verdicts), and the read-only facts the
 * agents judge from (users, profiles, memberships, refresh tokens: read here, written by their
 * modules). The agent's answer on a membership (agent_responses) is merged into the row in one
 * statement so the members filters keep working unchanged.
 */
export function createSystemAgentsRepository(db: Db) {
  return {
    async agents(entity?: string): Promise<AgentRow[]> {
      return rowsOf<AgentRow>(
        await db.execute(sql`SELECT id, agent_type, name, entity FROM system_agents
          ${entity ? sql`WHERE entity = ${entity}` : sql``} ORDER BY id`),
      );
    },
    async agentByType(type: string): Promise<AgentRow | undefined> {
      const [row] = rowsOf<AgentRow>(
        await db.execute(
          sql`SELECT id, agent_type, name, entity FROM system_agents WHERE agent_type = ${type}`,
        ),
      );
      return row;
    },
    async agentById(id: number): Promise<AgentRow | undefined> {
      const [row] = rowsOf<AgentRow>(
        await db.execute(sql`SELECT id, agent_type, name, entity FROM system_agents WHERE id = ${id}`),
      );
      return row;
    },
    /** Members (not followers) of the group among these users. */
    async memberIds(groupId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = rowsOf<{ user_id: number }>(
        await db.execute(sql`SELECT user_id FROM group_memberships WHERE group_id = ${groupId}
          AND membership_type = 'member' AND user_id = ANY(${`{${userIds.join(',')}}`}::int[])`),
      );
      return rows.map((r) => r.user_id);
    },
    async verdicts(groupId: number, userIds: number[]): Promise<VerdictRow[]> {
      if (userIds.length === 0) return [];
      return rowsOf<VerdictRow>(
        await db.execute(sql`
          SELECT v.agent_id, a.agent_type, v.entity_id, v.status, v.level, v.confidence, v.reasons, v.signals,
                 v.rationale, v.overridden_by, v.run_at
          FROM system_agent_verdicts v JOIN system_agents a ON a.id = v.agent_id
          WHERE v.group_id = ${groupId} AND v.entity = 'user'
            AND v.entity_id = ANY(${`{${userIds.join(',')}}`}::int[])
          ORDER BY v.entity_id, v.agent_id`),
      );
    },
    async registrationFacts(groupId: number, userId: number): Promise<RegistrationFacts | undefined> {
      const [row] = rowsOf<RegistrationFacts>(
        await db.execute(sql`
          WITH me AS (
            SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at,
                   lower(regexp_replace(trim(u.first_name || ' ' || u.last_name), '\\s+', ' ', 'g')) AS full_name,
                   m.extra_info AS answers, g.domain, g.extra_info -> 'questions' AS questions
            FROM users u
            JOIN group_memberships m ON m.user_id = u.id AND m.group_id = ${groupId}
            JOIN groups g ON g.id = m.group_id
            WHERE u.id = ${userId}
          ), first_ip AS (
            -- An IPv4 address written IPv6-mapped is the IPv4 address.
            SELECT regexp_replace(ip, '^::ffff:', '') AS ip
            FROM refresh_tokens WHERE user_id = ${userId} AND ip IS NOT NULL ORDER BY id LIMIT 1
          ), net AS (
            SELECT CASE WHEN position(':' IN ip) > 0
                        THEN array_to_string((string_to_array(ip, ':'))[1:3], ':')
                        ELSE array_to_string((string_to_array(ip, '.'))[1:3], '.') END AS prefix
            FROM first_ip
          )
          SELECT me.email, me.first_name, me.last_name, me.is_verified, me.domain,
                 coalesce(me.questions, '[]'::jsonb) AS questions, me.answers,
                 (SELECT (p.title IS NOT NULL AND p.title <> '')::int + (p.short_bio IS NOT NULL AND p.short_bio <> '')::int
                       + (p.country IS NOT NULL)::int + (p.location IS NOT NULL AND p.location <> '')::int
                       + (p.picture_file_id IS NOT NULL)::int + (p.resume_file_id IS NOT NULL)::int
                       + (p.social_linkedin IS NOT NULL AND p.social_linkedin <> '')::int
                       + (p.institution_id IS NOT NULL)::int
                  FROM profiles p WHERE p.user_id = me.id) AS filled,
                 8 AS fields,
                 (SELECT count(*)::int FROM group_memberships m2 JOIN users u2 ON u2.id = m2.user_id
                   WHERE m2.group_id = ${groupId} AND m2.membership_type = 'member' AND u2.id <> me.id
                     AND lower(regexp_replace(trim(u2.first_name || ' ' || u2.last_name), '\\s+', ' ', 'g')) = me.full_name
                ) AS same_name,
                 (SELECT count(*)::int FROM group_memberships m3 JOIN users u3 ON u3.id = m3.user_id
                   WHERE m3.group_id = ${groupId} AND m3.membership_type = 'member' AND u3.id <> me.id
                     AND (u3.first_name || ' ' || u3.last_name) % (me.first_name || ' ' || me.last_name)
                     AND similarity(u3.first_name || ' ' || u3.last_name, me.first_name || ' ' || me.last_name) >= 0.8
                     AND lower(regexp_replace(trim(u3.first_name || ' ' || u3.last_name), '\\s+', ' ', 'g')) <> me.full_name
                ) AS lookalike,
                 (SELECT prefix FROM net) AS network,
                 -- Accounts created from the same network in the hour around this one: sign-ups, not
                 -- the sign-ins of existing members (a campus NAT signs in hundreds). Loopback is no
                 -- network: behind a proxy the server is not told (TRUST_PROXY), or it is this machine.
                 (SELECT count(DISTINCT u4.id)::int FROM users u4, net
                   WHERE net.prefix NOT LIKE '127.%' AND net.prefix <> '::1'
                     AND u4.created_at BETWEEN me.created_at - interval '1 hour' AND me.created_at + interval '1 hour'
                     AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.user_id = u4.id AND t.ip IS NOT NULL
                       AND regexp_replace(t.ip, '^::ffff:', '') LIKE net.prefix || '%')) AS burst
          FROM me`),
      );
      return row;
    },
    /** Stores a verdict and mirrors its status into the membership's agent_responses, together. */
    /** Null when an administrator's override stands (an agent's verdict does not replace it). */
    async saveVerdict(v: NewVerdict & { userId: number }): Promise<VerdictRow | null> {
      const row = await upsertVerdict(db, 'user', v.userId, v);
      if (!row) return null;
      await db.execute(sql`
        UPDATE group_memberships
        SET agent_responses = agent_responses || jsonb_build_object(${String(v.agentId)}::text, ${v.status}::text)
        WHERE group_id = ${v.groupId} AND user_id = ${v.userId}`);
      const agent = await this.agentById(v.agentId);
      return { ...row, agent_type: agent!.agent_type };
    },
    async verdictOf(agentId: number, groupId: number, userId: number) {
      const [row] = rowsOf<{
        overridden_by: number | null;
        status: string;
        level: string | null;
        reasons: string[];
      }>(
        await db.execute(sql`SELECT overridden_by, status, level, reasons FROM system_agent_verdicts
          WHERE agent_id = ${agentId} AND entity = 'user' AND group_id = ${groupId} AND entity_id = ${userId}`),
      );
      return row;
    },
  };
}
export type SystemAgentsRepository = ReturnType<typeof createSystemAgentsRepository>;
