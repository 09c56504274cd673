import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  agentFeedback,
  agentReports,
  agentSteps,
  agents,
  contents,
  profiles,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import type { SeedAgent } from './agents.seed.js';

export type AgentRow = typeof agents.$inferSelect;
export type AgentStepRow = typeof agentSteps.$inferSelect;
export type AgentReportRow = typeof agentReports.$inferSelect;
export interface ReportOwner {
  id: number;
  firstName: string;
  lastName: string;
  nameSlug: string;
}

const owner = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nameSlug: users.nameSlug,
};

/** All SQL of CareerGPS: agents and their steps, runs (reports) and feedback. */
export function createAgentsRepository(db: Db) {
  return {
    /** Inserts the seed agents that are not there yet; an edited agent is never overwritten. */
    async ensureSeeded(seed: SeedAgent[]) {
      for (const a of seed) {
        const [row] = await db
          .insert(agents)
          .values({
            slug: a.slug,
            name: a.name,
            engine: a.engine,
            description: a.description,
            isPremium: a.isPremium,
            canChat: a.canChat,
            position: a.position,
            extraInfo: a.extraInfo,
          })
          .onConflictDoNothing({ target: agents.slug })
          .returning({ id: agents.id });
        if (!row) continue;
        await db
          .insert(agentSteps)
          .values(
            a.steps.map((s) => ({
              ...s,
              agentId: row.id,
              extraInfo: s.extraInfo as Record<string, unknown>,
            })),
          )
          .onConflictDoNothing();
      }
    },

    async listAgents(options: {
      includeUnpublished: boolean;
      agentType?: string;
      limit: number;
      offset: number;
    }) {
      const where = and(
        options.includeUnpublished ? undefined : eq(agents.isPublished, true),
        options.agentType ? eq(agents.agentType, options.agentType) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agents)
          .where(where)
          .orderBy(asc(agents.position), asc(agents.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(agents).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async findAgentBySlug(slug: string) {
      const [row] = await db.select().from(agents).where(eq(agents.slug, slug)).limit(1);
      return row;
    },
    async findAgent(id: number) {
      const [row] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
      return row;
    },
    async stepsOf(agentId: number) {
      return db
        .select()
        .from(agentSteps)
        .where(eq(agentSteps.agentId, agentId))
        .orderBy(asc(agentSteps.order));
    },
    async findStep(id: number) {
      const [row] = await db.select().from(agentSteps).where(eq(agentSteps.id, id)).limit(1);
      return row;
    },
    async updateAgent(id: number, changes: Partial<typeof agents.$inferInsert>) {
      const [row] = await db
        .update(agents)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(agents.id, id))
        .returning();
      return row;
    },
    async updateStep(id: number, changes: Partial<typeof agentSteps.$inferInsert>) {
      const [row] = await db.update(agentSteps).set(changes).where(eq(agentSteps.id, id)).returning();
      return row;
    },

    /** Completed runs per agent (the portal's usage). */
    async usageByAgent(): Promise<Map<number, number>> {
      const rows = await db
        .select({ agentId: agentReports.agentId, n: count() })
        .from(agentReports)
        .where(eq(agentReports.status, 'completed'))
        .groupBy(agentReports.agentId);
      return new Map(rows.map((r) => [r.agentId, r.n]));
    },
    /** A member's completed runs since `since` (the usage limit's count). */
    async usageOf(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agentReports)
        .where(
          and(
            eq(agentReports.userId, userId),
            eq(agentReports.status, 'completed'),
            gte(agentReports.completedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async findRun(agentId: number, sessionKey: string) {
      const [row] = await db
        .select()
        .from(agentReports)
        .where(and(eq(agentReports.agentId, agentId), eq(agentReports.sessionKey, sessionKey)))
        .limit(1);
      return row;
    },
    /** A new run, or the one a concurrent retry made a moment ago (the session key is unique per agent). */
    async insertRun(values: typeof agentReports.$inferInsert) {
      const [row] = await db.insert(agentReports).values(values).onConflictDoNothing().returning();
      return row;
    },
    /**
     * A visitor's completed run becomes a new account's report, with the country they gave on its
     * profile (career guidance registration). False when someone claimed it first.
     */
    async claimRun(id: number, userId: number, country: string): Promise<boolean> {
      const claimed = await db
        .update(agentReports)
        .set({ userId })
        .where(
          and(eq(agentReports.id, id), isNull(agentReports.userId), eq(agentReports.status, 'completed')),
        )
        .returning({ id: agentReports.id });
      if (!claimed.length) return false;
      await db
        .insert(profiles)
        .values({ userId, country })
        .onConflictDoUpdate({ target: profiles.userId, set: { country } });
      return true;
    },
    async updateRun(id: number, changes: Partial<typeof agentReports.$inferInsert>) {
      const [row] = await db.update(agentReports).set(changes).where(eq(agentReports.id, id)).returning();
      return row!;
    },

    async findReportBySlug(slug: string) {
      const [row] = await db
        .select({ report: agentReports, agent: { name: agents.name, slug: agents.slug }, owner })
        .from(agentReports)
        .innerJoin(agents, eq(agents.id, agentReports.agentId))
        .leftJoin(users, eq(users.id, agentReports.userId))
        .where(and(eq(agentReports.slug, slug), eq(agentReports.status, 'completed')))
        .limit(1);
      return row;
    },
    async findReport(id: number) {
      const [row] = await db.select().from(agentReports).where(eq(agentReports.id, id)).limit(1);
      return row;
    },

    /** Completed reports, newest first, of one user and/or made by one user. */
    async listReports(filter: { userId?: number; createdById?: number; limit: number; offset: number }) {
      const where = and(
        eq(agentReports.status, 'completed'),
        isNotNull(agentReports.completedAt),
        filter.userId ? eq(agentReports.userId, filter.userId) : undefined,
        filter.createdById ? eq(agentReports.createdById, filter.createdById) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ report: agentReports, agent: { name: agents.name, slug: agents.slug }, owner })
          .from(agentReports)
          .innerJoin(agents, eq(agents.id, agentReports.agentId))
          .leftJoin(users, eq(users.id, agentReports.userId))
          .where(where)
          .orderBy(desc(agentReports.completedAt), desc(agentReports.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(agentReports).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** Completed reports by id, for the recommendation package. */
    async reportsByIds(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: agentReports.id, slug: agentReports.slug, agentName: agents.name })
        .from(agentReports)
        .innerJoin(agents, eq(agents.id, agentReports.agentId))
        .where(and(inArray(agentReports.id, ids), eq(agentReports.status, 'completed')));
    },
    /**
     * Approved contents by id, for the package's resource links. A read of the contents module's
     * table for titles and slugs only, as the assistant's index does (decision 0024).
     */
    async approvedContentsByIds(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: contents.id,
          slug: contents.slug,
          title: contents.title,
          type: contents.type,
          source: contents.source,
        })
        .from(contents)
        .where(and(inArray(contents.id, ids), eq(contents.status, 'approved')));
    },

    async feedbackOf(reportId: number, userId: number) {
      const [row] = await db
        .select()
        .from(agentFeedback)
        .where(and(eq(agentFeedback.reportId, reportId), eq(agentFeedback.userId, userId)))
        .limit(1);
      return row;
    },
    async saveFeedback(reportId: number, userId: number, rating: number, feedback: string) {
      await db
        .insert(agentFeedback)
        .values({ reportId, userId, rating, feedback })
        .onConflictDoUpdate({
          target: [agentFeedback.reportId, agentFeedback.userId],
          set: { rating, feedback, createdAt: sql`now()` },
        });
    },
  };
}
export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
