import { EMAIL_KIND_INFO, type EmailKind } from '@careerhub/shared';
import type { MailMessage } from '../../platform/mail/index.js';
import { button, escapeHtml, layout, type MailSite } from '../auth/auth.mail.js';

export interface NotificationMailInput {
  to: { email: string; firstName: string };
  kind: EmailKind;
  subject: string;
  /** One or two sentences: what happened. */
  lines: string[];
  /** Absolute URL of the object, and the button's label. */
  action?: { url: string; label: string };
  /** Absolute URLs: the one-click API endpoint (List-Unsubscribe) and the web landing page. */
  unsubscribe: { apiUrl: string; pageUrl: string };
  settingsUrl: string;
}

/**
 * A notification email: branded like every other message, with a link that turns this kind off
 * and the List-Unsubscribe headers mail clients show as their own "Unsubscribe" button (RFC 8058).
 */
export function notificationMail(site: MailSite, input: NotificationMailInput): MailMessage {
  const { label } = EMAIL_KIND_INFO[input.kind];
  const footer = `<br><br>You receive this email because "${escapeHtml(label)}" emails are on for ${escapeHtml(input.to.email)}.
<a href="${escapeHtml(input.unsubscribe.pageUrl)}" style="color:#475569">Unsubscribe from these emails</a> ·
<a href="${escapeHtml(input.settingsUrl)}" style="color:#475569">Email settings</a>`;
  const html = layout(
    site,
    input.subject,
    `<p>Hi ${escapeHtml(input.to.firstName || 'there')},</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${input.action ? button(site, input.action.url, input.action.label) : ''}`,
    footer,
  );
  const text = [
    `Hi ${input.to.firstName || 'there'},`,
    '',
    ...input.lines,
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    '--',
    `You receive this email because "${label}" emails are on for ${input.to.email}.`,
    `Unsubscribe from these emails: ${input.unsubscribe.pageUrl}`,
    `Email settings: ${input.settingsUrl}`,
    `${site.brandName} (${site.host})`,
  ].join('\n');
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribe.apiUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return {
    to: input.to.email,
    from: site.from,
    subject: input.subject,
    html,
    text,
    headers,
    meta: {
      kind: input.kind,
      unsubscribe: input.unsubscribe.pageUrl,
      ...(input.action ? { link: input.action.url } : {}),
    },
  };
}
