import { AGENT_MESSAGES as M, type RecommendationPackage } from '@careerhub/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { escapeHtml } from '../../http/html.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import type { AgentsRepository } from './agents.repository.js';

interface Link {
  title: string;
  url: string;
}

/**
 * The staff recommendation package (spec 2.12, 3, 7.1): up to 5 people, circles, resources and
 * CareerGPS reports chosen for one member, mailed with a subject, a body and a footer. Every item
 * must exist (and a resource be approved) or nothing is sent.
 */
export function createRecommendationPackages(deps: {
  repo: AgentsRepository;
  users: UsersRepository;
  groups: GroupsRepository;
  jobs: JobQueue;
}) {
  return async function send(
    staff: UserRow,
    recipientId: number,
    input: RecommendationPackage,
    site: MailSite,
  ) {
    if (!staff.isStaff) throw new AppError(403, M.packageNoAccess);
    const recipient = await deps.users.findById(recipientId);
    if (!recipient || !recipient.isActive) throw notFound(M.packageRecipientMissing);

    const errors: Record<string, string[]> = {};
    const missing = (field: string, wanted: number[], found: number[]) => {
      if (wanted.some((id) => !found.includes(id))) errors[field] = [M.packageItemMissing];
    };
    const people = (await Promise.all(input.users.map((id) => deps.users.findById(id)))).filter(
      (u): u is UserRow => Boolean(u?.isActive),
    );
    missing(
      'users',
      input.users,
      people.map((u) => u.id),
    );
    const circles = (await Promise.all(input.groups.map((id) => deps.groups.findById(id)))).filter(
      (g): g is NonNullable<typeof g> => Boolean(g),
    );
    missing(
      'groups',
      input.groups,
      circles.map((g) => g.id),
    );
    const resources = await deps.repo.approvedContentsByIds([
      ...input.internal_resources,
      ...input.external_resources,
    ]);
    missing(
      'internal_resources',
      input.internal_resources,
      resources.map((r) => r.id),
    );
    missing(
      'external_resources',
      input.external_resources,
      resources.map((r) => r.id),
    );
    const reports = await deps.repo.reportsByIds(input.agent_reports);
    missing(
      'agent_reports',
      input.agent_reports,
      reports.map((r) => r.id),
    );
    if (Object.keys(errors).length) throw badRequest(M.packageItemMissing, errors);

    const at = (path: string) => `${site.baseUrl}${path}`;
    const sections: Array<[string, Link[]]> = [
      [
        'People to meet',
        people.map((u) => ({
          title: `${u.firstName} ${u.lastName}`.trim(),
          url: at(`/profile/${u.nameSlug}`),
        })),
      ],
      [
        'Circles and events',
        circles.map((g) => ({
          title: g.name,
          url: at(
            `/${g.groupType === 'event' ? 'event' : g.groupType === 'circle' ? 'circle' : 'org'}/${g.nameSlug}`,
          ),
        })),
      ],
      [
        'Resources',
        resources.map((r) => ({
          title: r.title,
          url: r.source && input.external_resources.includes(r.id) ? r.source : at(`/resource/${r.slug}`),
        })),
      ],
      [
        'CareerGPS reports',
        reports.map((r) => ({ title: r.agentName, url: at(`/careergps-report/${r.slug}`) })),
      ],
    ];
    const filled = sections.filter(([, links]) => links.length);
    const paragraphs = (text: string) =>
      text
        .split(/\n{2,}/)
        .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
    const html = `<div style="font-family:Arial,sans-serif;color:#111827;max-width:600px">
<p style="margin:0 0 12px">Hi ${escapeHtml(recipient.firstName || 'there')},</p>${paragraphs(input.body)}
${filled
  .map(
    ([title, links]) =>
      `<h2 style="font-size:16px;margin:20px 0 8px;color:${escapeHtml(site.primary)}">${escapeHtml(title)}</h2><ul>${links
        .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`)
        .join('')}</ul>`,
  )
  .join('')}
${input.footer ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:20px 0">${paragraphs(input.footer)}` : ''}
<p style="color:#6b7280;font-size:12px">${escapeHtml(site.brandName)}</p></div>`;
    const text = [
      `Hi ${recipient.firstName || 'there'},`,
      input.body,
      ...filled.map(([title, links]) => `${title}\n${links.map((l) => `- ${l.title}: ${l.url}`).join('\n')}`),
      input.footer,
    ]
      .filter(Boolean)
      .join('\n\n');
    await deps.jobs.enqueue(MAIL_JOB, {
      to: recipient.email,
      from: site.from,
      subject: input.subject,
      html,
      text,
      meta: { kind: 'recommendation_package', items: String(filled.reduce((n, [, l]) => n + l.length, 0)) },
    });
    return { message: M.packageSent, items: filled.reduce((n, [, l]) => n + l.length, 0) };
  };
}
