import { outputOf, presentReportItem } from './agents.presenter.js';
import type { AgentsRepository } from './agents.repository.js';

/** Reports in a member's data export: more than any member makes; the export is one document. */
const EXPORT_MAX = 10_000;

/**
 * A member's CareerGPS reports for their data export (account module): each report as the
 * reports list shows it, with its page's path and the whole result (scores, paths, matches).
 */
export async function careerGpsReportsOf(repo: AgentsRepository, userId: number) {
  const { rows } = await repo.listReports({ userId, limit: EXPORT_MAX, offset: 0 });
  return rows.map((found) => ({
    ...presentReportItem(found),
    link: `/careergps-report/${found.report.slug}`,
    output_data: outputOf(found.report),
  }));
}
