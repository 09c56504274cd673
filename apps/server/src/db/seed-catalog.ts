import { slugify } from '@careerhub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Database } from '../platform/db/index.js';
import type { Storage } from '../platform/storage/index.js';
import { aiTools, groups, uploadedFiles, useCaseAiTools, useCases } from './schema/index.js';

/**
 * The demo catalogue (issue 19): 16 AI tools with generated logos and categories, and 22 AI use
 * cases linked to them, classified for every filter, two of them with a default training circle
 * and listed by the demo circles. Fixed slugs make it idempotent.
 */

/** name, categories (aitool_categories), website, colour of the logo, description. */
type Tool = [
  name: string,
  categories: number[],
  website: string,
  colour: [number, number, number],
  text: string,
];
const TOOLS: Tool[] = [
  [
    'ChatGPT',
    [1, 2],
    'https://chat.openai.com',
    [16, 163, 127],
    'A general chat assistant for drafting, summarising, brainstorming and explaining.',
  ],
  [
    'Claude',
    [1, 2, 5],
    'https://claude.ai',
    [204, 120, 92],
    'A chat assistant that reads long documents and writes careful, structured answers.',
  ],
  [
    'Gemini',
    [1, 5],
    'https://gemini.google.com',
    [66, 133, 244],
    'Google’s assistant, connected to search and the workspace apps.',
  ],
  [
    'Microsoft Copilot',
    [1, 7],
    'https://copilot.microsoft.com',
    [0, 120, 212],
    'An assistant inside Word, Excel, Outlook and Teams.',
  ],
  [
    'Perplexity',
    [5],
    'https://www.perplexity.ai',
    [32, 128, 141],
    'Answers research questions with cited web sources.',
  ],
  [
    'GitHub Copilot',
    [4],
    'https://github.com/features/copilot',
    [36, 41, 47],
    'Suggests code and tests as you type in the editor.',
  ],
  [
    'Cursor',
    [4, 7],
    'https://www.cursor.com',
    [40, 40, 40],
    'A code editor built around an AI pair programmer.',
  ],
  [
    'Midjourney',
    [3],
    'https://www.midjourney.com',
    [90, 70, 160],
    'Generates images and illustrations from text prompts.',
  ],
  [
    'Canva Magic Studio',
    [3, 2],
    'https://www.canva.com',
    [0, 196, 204],
    'Design tools that draft slides, posters and social posts from a prompt.',
  ],
  [
    'Grammarly',
    [2],
    'https://www.grammarly.com',
    [21, 194, 134],
    'Checks tone, clarity and grammar as you write.',
  ],
  [
    'Otter.ai',
    [6, 7],
    'https://otter.ai',
    [48, 96, 240],
    'Transcribes meetings and writes their summaries and action items.',
  ],
  [
    'ElevenLabs',
    [6],
    'https://elevenlabs.io',
    [20, 20, 20],
    'Turns text into natural speech in many voices and languages.',
  ],
  [
    'Zapier AI',
    [7],
    'https://zapier.com',
    [255, 74, 0],
    'Connects apps and automates workflows described in plain language.',
  ],
  [
    'Notion AI',
    [2, 7],
    'https://www.notion.so',
    [55, 53, 47],
    'Writes, summarises and organises notes and wikis.',
  ],
  [
    'Elicit',
    [5],
    'https://elicit.com',
    [99, 102, 241],
    'Finds and summarises academic papers for a research question.',
  ],
  [
    'Descript',
    [6, 3],
    'https://www.descript.com',
    [222, 54, 113],
    'Edits video and podcasts by editing their transcript.',
  ],
];

/**
 * title, tools (indexes in TOOLS), categories (usecase_categories), job functions, professional
 * fields, career stages, business value, complexity, innovation category, description, reason.
 */
type Case = [
  title: string,
  tools: number[],
  categories: number[],
  jobFunctions: number[],
  fields: number[],
  stages: number[],
  value: string,
  complexity: string,
  innovation: string,
  text: string,
  reason: string,
];
const CASES: Case[] = [
  [
    'Summarise customer feedback into themes',
    [0, 1],
    [2, 6],
    [6, 7],
    [3],
    [3, 4],
    'High',
    'Low',
    'Incremental',
    'Paste a week of survey answers and support tickets and ask the assistant to group them into themes, count how often each appears and quote two typical comments per theme.',
    'Teams read every comment instead of a sample, and product decisions rest on what customers actually say.',
  ],
  [
    'Draft first replies to support tickets',
    [0, 3],
    [6],
    [7],
    [1, 3],
    [3],
    'High',
    'Medium',
    'Substantial',
    'Give the assistant the ticket, the help-centre article and the tone guide, and let it draft a reply the agent checks and sends.',
    'First replies go out in minutes, and agents spend their time on the hard cases.',
  ],
  [
    'Turn meeting recordings into action items',
    [10, 13],
    [1],
    [2, 7],
    [3],
    [3, 4, 5],
    'Medium',
    'Low',
    'Incremental',
    'Record the meeting, let the transcript tool write a summary with decisions and owners, and paste the action items into the team board.',
    'Nobody takes notes during the meeting, and decisions are not lost.',
  ],
  [
    'Literature review for a research question',
    [14, 4],
    [2],
    [11],
    [12, 2],
    [2, 3],
    'High',
    'Medium',
    'Substantial',
    'Ask the research tool for the twenty most relevant papers, read its summaries, and keep a table of methods, samples and findings.',
    'A first map of a field takes an afternoon instead of two weeks.',
  ],
  [
    'Write unit tests for legacy code',
    [5, 6],
    [5],
    [1],
    [1],
    [3, 4],
    'High',
    'Medium',
    'Incremental',
    'Open the function in the editor and ask the assistant for tests that pin down its current behaviour, edge cases included, before refactoring.',
    'Refactoring old code becomes safe, and bugs are caught before release.',
  ],
  [
    'Explain a codebase to a new engineer',
    [6, 1],
    [4, 5],
    [1],
    [1],
    [2, 3],
    'Medium',
    'Low',
    'Incremental',
    'Let a new engineer ask the editor’s assistant how a module works, where a value comes from and which tests cover it.',
    'Onboarding takes days instead of weeks, and seniors are interrupted less.',
  ],
  [
    'Lesson plans differentiated by level',
    [0, 13],
    [4],
    [10],
    [6],
    [3, 4],
    'High',
    'Low',
    'Substantial',
    'Describe the topic, the class and three levels of learners; the assistant drafts one lesson with activities for each level and an exit ticket.',
    'Teachers meet every learner where they are without tripling their preparation time.',
  ],
  [
    'Quiz questions from course material',
    [1, 2],
    [4],
    [10],
    [6],
    [2, 3],
    'Medium',
    'Low',
    'Incremental',
    'Upload a chapter and ask for ten multiple-choice questions with explanations of the right and wrong answers.',
    'Students practise more often, and teachers reuse the questions across classes.',
  ],
  [
    'Social media posts from a blog article',
    [0, 8],
    [3],
    [5],
    [9],
    [2, 3],
    'Medium',
    'Low',
    'Incremental',
    'Paste the article and ask for five posts of different lengths for different networks, then make an image for each with the design tool.',
    'One piece of writing reaches many more readers.',
  ],
  [
    'Personalised outreach emails',
    [0, 9],
    [3],
    [6],
    [3],
    [3, 4],
    'High',
    'Medium',
    'Substantial',
    'Give the assistant the prospect’s public profile and your offer; it drafts a short email that names a real need, which you edit before sending.',
    'Reply rates rise when each message speaks to the person who reads it.',
  ],
  [
    'Monthly report narrative from spreadsheets',
    [3, 1],
    [1, 7],
    [8],
    [4],
    [3, 4, 5],
    'High',
    'Medium',
    'Incremental',
    'Let the spreadsheet assistant compute the month’s changes and draft the narrative: what moved, why, and what to watch next month.',
    'Finance teams spend their time explaining numbers instead of formatting them.',
  ],
  [
    'Job description that attracts diverse applicants',
    [9, 0],
    [3],
    [9],
    [3],
    [3, 4],
    'High',
    'Low',
    'Substantial',
    'Draft the description with the assistant, then check it for gendered or exclusionary language and shorten the list of requirements.',
    'More qualified people apply, from more backgrounds.',
  ],
  [
    'Interview practice with feedback',
    [0, 1],
    [4, 7],
    [9, 10],
    [3],
    [1, 2, 3],
    'High',
    'Low',
    'Substantial',
    'Ask the assistant to act as an interviewer for a given role, answer its questions aloud or in writing, and ask for feedback on each answer.',
    'Job seekers practise as often as they like and walk into interviews prepared.',
  ],
  [
    'Podcast episode edited from its transcript',
    [15, 10],
    [3],
    [5],
    [9],
    [3],
    'Medium',
    'Medium',
    'Substantial',
    'Record the episode, delete filler words and off-topic parts in the transcript, and export the edited audio and a summary.',
    'A weekly podcast takes two hours of editing instead of eight.',
  ],
  [
    'Training videos in several languages',
    [11, 15],
    [4],
    [10, 9],
    [6],
    [3, 4],
    'High',
    'High',
    'Transformational',
    'Write the script once, translate it with the assistant, and generate the narration in each language with a synthetic voice.',
    'Every employee learns in their own language at a fraction of the cost of recording.',
  ],
  [
    'Automate lead hand-off from forms to CRM',
    [12, 0],
    [1, 7],
    [6, 7],
    [3],
    [3, 4],
    'Medium',
    'Medium',
    'Incremental',
    'Describe the workflow: a new form answer is classified by the assistant, enriched, and added to the CRM with the right owner.',
    'No lead waits for someone to copy it by hand.',
  ],
  [
    'Brand-consistent presentation slides',
    [8, 0],
    [1, 3],
    [5, 2],
    [9, 3],
    [2, 3],
    'Medium',
    'Low',
    'Incremental',
    'Give the design tool an outline and the brand kit; it drafts the slides, and you rewrite the key messages.',
    'Decks look professional even when there is no designer on the team.',
  ],
  [
    'Policy brief from public consultations',
    [1, 4],
    [2, 7],
    [13],
    [8, 10],
    [4, 5],
    'High',
    'High',
    'Substantial',
    'Load the consultation responses, ask for the main positions with their supporting arguments, and draft a balanced two-page brief.',
    'Public input shapes the policy instead of sitting unread.',
  ],
  [
    'Patient information leaflets in plain language',
    [0, 9],
    [3, 6],
    [12],
    [5],
    [3, 4],
    'High',
    'Medium',
    'Substantial',
    'Rewrite clinical instructions at a reading age of twelve, then have a clinician check every fact before printing.',
    'Patients understand their treatment and follow it.',
  ],
  [
    'Data cleaning scripts from a description',
    [5, 0],
    [5, 1],
    [3],
    [2],
    [2, 3],
    'Medium',
    'Medium',
    'Incremental',
    'Describe the messy columns and the rules; the assistant writes a script that cleans the file and reports what it changed.',
    'Analysts spend their time on analysis, not on fixing dates by hand.',
  ],
  [
    'Grant proposal first draft',
    [1, 13],
    [3, 7],
    [11, 6],
    [10],
    [3, 4, 5],
    'High',
    'Medium',
    'Substantial',
    'Give the assistant the call for proposals and your project notes; it drafts each section against the funder’s criteria for you to rewrite.',
    'Small organisations apply to more calls with the same staff.',
  ],
  [
    'Market scan of competitors',
    [4, 2],
    [2, 7],
    [2, 6],
    [3],
    [3, 4],
    'Medium',
    'Low',
    'Incremental',
    'Ask the research assistant for the main competitors in a market, their pricing and positioning, with sources to verify.',
    'Product teams start from facts instead of assumptions.',
  ],
];

// A small PNG encoder: a logo is a rounded square of the tool's colour with a white ring.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
export function logoPng([r, g, b]: [number, number, number], variant: number, size = 96): Buffer {
  const rows: Buffer[] = [];
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const corner = Math.max(Math.abs(x - c), Math.abs(y - c)) > c - 2;
      const d = Math.hypot(x - c, y - c);
      const ring =
        variant % 2 ? d > size * 0.2 && d < size * 0.3 : Math.abs(x - c) < size * 0.08 || d < size * 0.16;
      const i = 1 + x * 4;
      if (corner) row.writeUInt32BE(0x00000000, i);
      else if (ring) row.writeUInt32BE(0xffffffff, i);
      else {
        row[i] = r;
        row[i + 1] = g;
        row[i + 2] = b;
        row[i + 3] = 255;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Creates the demo catalogue once; answers how many use cases and tools it created. */
export async function seedCatalog(
  database: Database,
  adminId: number | null,
  storage?: Storage,
): Promise<number> {
  const { db } = database;
  const [home] = await db.select().from(groups).where(eq(groups.nameSlug, 'careerhub-community')).limit(1);
  if (!home) return 0;
  const toolSlugs = TOOLS.map(([name]) => slugify(name));
  const existing = await db
    .select({ id: aiTools.id, slug: aiTools.slug })
    .from(aiTools)
    .where(inArray(aiTools.slug, toolSlugs));
  const toolIds = new Map(existing.map((t) => [t.slug, t.id]));
  let created = 0;
  for (const [index, [name, categories, website, colour, text]] of TOOLS.entries()) {
    const slug = toolSlugs[index]!;
    if (toolIds.has(slug)) continue;
    let logoFileId: number | null = null;
    if (storage) {
      // Storage keys are uuid-shaped: a fixed one per tool keeps the seed idempotent.
      const hex = createHash('sha256').update(`catalog-logo-${slug}`).digest('hex');
      const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.png`;
      const png = logoPng(colour, index);
      await storage.put(key, png, 'image/png');
      const [file] = await db
        .insert(uploadedFiles)
        .values({
          ownerId: adminId,
          kind: 'file',
          storageKey: key,
          originalName: `${slug}.png`,
          mimeType: 'image/png',
          sizeBytes: png.length,
        })
        .onConflictDoNothing()
        .returning();
      logoFileId =
        file?.id ??
        (
          await db
            .select({ id: uploadedFiles.id })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.storageKey, key))
        )[0]?.id ??
        null;
    }
    const [row] = await db
      .insert(aiTools)
      .values({
        slug,
        name,
        description: text,
        categories,
        website,
        logoFileId,
        groupId: home.id,
        createdBy: adminId,
        status: 'approved',
      })
      .returning();
    toolIds.set(slug, row!.id);
    created += 1;
  }

  const caseSlugs = CASES.map(([title]) => slugify(title));
  const known = new Set(
    (await db.select({ slug: useCases.slug }).from(useCases).where(inArray(useCases.slug, caseSlugs))).map(
      (r) => r.slug,
    ),
  );
  const circles = await db
    .select({ id: groups.id, useCases: groups.useCases })
    .from(groups)
    .where(and(eq(groups.groupType, 'circle'), eq(groups.parentId, home.id)))
    .orderBy(groups.id);
  const made: number[] = [];
  for (const [index, c] of CASES.entries()) {
    const slug = caseSlugs[index]!;
    if (known.has(slug)) continue;
    const [
      title,
      tools,
      categories,
      jobFunctions,
      fields,
      stages,
      value,
      complexity,
      innovation,
      text,
      reason,
    ] = c;
    const [row] = await db
      .insert(useCases)
      .values({
        slug,
        title,
        description: text,
        reason,
        groupId: home.id,
        categories,
        jobFunctions,
        professionalFields: fields,
        careerStages: stages,
        businessValue: value,
        complexity,
        innovationCategory: innovation,
        videoLink: index % 4 === 0 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : null,
        // The first two use cases lead to the demo circles for training.
        defaultGroupId: index < 2 ? (circles[index]?.id ?? null) : null,
        createdBy: adminId,
        status: 'approved',
        createdAt: new Date(Date.now() - (CASES.length - index) * 3_600_000),
      })
      .returning();
    const links = tools.map((t) => toolIds.get(toolSlugs[t]!)).filter((id): id is number => Boolean(id));
    if (links.length)
      await db
        .insert(useCaseAiTools)
        .values(links.map((aiToolId, position) => ({ useCaseId: row!.id, aiToolId, position })));
    made.push(row!.id);
    created += 1;
  }
  // The demo circles list the first use cases (their "related circles").
  if (made.length)
    for (const circle of circles)
      if (!circle.useCases.length)
        await db
          .update(groups)
          .set({ useCases: sql`${JSON.stringify(made.slice(0, 4))}::jsonb` })
          .where(eq(groups.id, circle.id));
  return created;
}
