import { countryName } from '@careerhub/shared';
import type { GroupQuestionRow } from '../../db/schema/index.js';
import type { MemberRow } from './memberships.repository.js';

/** Byte order mark: spreadsheet programs read the file as UTF-8 with it. */
export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell that a spreadsheet shows as text: always quoted, quotes doubled, and a value that
 * would start a formula (= + - @, tab, carriage return) prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvLine = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

const COLUMNS = [
  'Name',
  'Email',
  'Role',
  'Status',
  'Verified',
  'Joined At',
  'Country',
  'Institution',
  'Payment Status',
  'Notes',
  'Reason',
];

/**
 * The members CSV, produced batch by batch: at most one batch of rows is in memory at a time,
 * whatever the group's size. `nextBatch(beforeId)` returns the members older than that id.
 */
export async function* membersCsv(
  questions: GroupQuestionRow[],
  nextBatch: (beforeId: number | null) => Promise<MemberRow[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...COLUMNS, ...questions.map((q) => q.label)]);
  let before: number | null = null;
  for (;;) {
    const batch = await nextBatch(before);
    if (batch.length === 0) return;
    let chunk = '';
    for (const m of batch) {
      const joined = m.joinedAt ?? (m.status === 'accepted' ? m.createdAt : null);
      chunk += csvLine([
        `${m.firstName} ${m.lastName}`.trim(),
        m.email,
        m.role,
        m.status,
        m.isVerified ? 'yes' : 'no',
        joined ? joined.toISOString() : '',
        countryName(m.country),
        m.institutionName,
        m.paymentStatus,
        m.notes,
        m.reason,
        ...questions.map((q) => m.extraInfo[q.id]),
      ]);
    }
    yield chunk;
    before = batch[batch.length - 1]!.membershipId;
  }
}
