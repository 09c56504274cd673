import { countryName } from '@careerhub/shared';
import type { GroupQuestionRow } from '../../db/schema/index.js';
import { UTF8_BOM, csvLine } from '../groups/members.csv.js';
import type { ApplicantRow } from './jobs.repository.js';

const COLUMNS = ['Name', 'Email', 'Status', 'Applied At', 'Country', 'Institution', 'Resume'];

/**
 * The applicants CSV, batch by batch (the members CSV's habits: every cell quoted, formulas
 * neutralised, BOM, CRLF), one column per job question.
 */
export async function* applicantsCsv(
  questions: GroupQuestionRow[],
  nextBatch: (beforeId: number | null) => Promise<ApplicantRow[]>,
  resumeUrl: (key: string) => string,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...COLUMNS, ...questions.map((q) => q.label)]);
  let before: number | null = null;
  for (;;) {
    const batch = await nextBatch(before);
    if (batch.length === 0) return;
    let chunk = '';
    for (const a of batch) {
      chunk += csvLine([
        `${a.firstName} ${a.lastName}`.trim(),
        a.email,
        a.status,
        a.createdAt.toISOString(),
        countryName(a.country),
        a.institutionName,
        a.resumeKey ? resumeUrl(a.resumeKey) : '',
        ...questions.map((q) => a.answers[q.id]),
      ]);
    }
    yield chunk;
    before = batch[batch.length - 1]!.applicationId;
  }
}
