import { escapeHtml, escapeScriptJson } from '../../http/html.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { JobRow } from './jobs.repository.js';

/** schema.org employmentType for each job type. */
const EMPLOYMENT_TYPE: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  internship: 'INTERN',
  project_based: 'CONTRACTOR',
};
const DESCRIPTION_CHARS = 200;

export { escapeHtml };

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) => escapeScriptJson(JSON.stringify(value));

/** Plain text of the description (tags dropped, spaces collapsed), cut at a word near `max`. */
export function snippet(text: string, max = DESCRIPTION_CHARS): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The schema.org JobPosting of a published job (Google's required and recommended fields). */
export function jobPostingLd(job: JobRow, group: GroupRow, url: string) {
  const remote = job.jobLocation === 'remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, job.requirements].filter(Boolean).join('\n\n'),
    identifier: { '@type': 'PropertyValue', name: group.name, value: String(job.id) },
    datePosted: job.createdAt.toISOString(),
    validThrough: job.applicationCloseDate.toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.jobType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: group.name,
      ...(group.logo ? { logo: group.logo } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(job.countries.length
            ? { applicantLocationRequirements: job.countries.map((name) => ({ '@type': 'Country', name })) }
            : {}),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: job.address ?? '',
              ...(job.countries[0]
                ? { addressCountry: job.countries[0] }
                : group.country
                  ? { addressCountry: group.country }
                  : {}),
            },
          },
        }),
    url,
  };
}

/**
 * The SPA's index.html for /job/{slug}, with the job's title, description, Open Graph tags and
 * JSON-LD, so that search engines and link previews see the job without running the app.
 */
export function renderJobPage(
  indexHtml: string,
  page: { job: JobRow; group: GroupRow; url: string; siteName: string },
): string {
  const { job, group, url, siteName } = page;
  const title = `${job.title} at ${group.name} | ${siteName}`;
  const description = snippet(job.description);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(group.logo ? [meta('property', 'og:image', group.logo)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(jobPostingLd(job, group, url))}</script>`,
  ].join('\n    ');
  // The app's own description would contradict the job's: dropped, then ours go before </head>.
  let html = indexHtml.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}\n</head>`);
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
