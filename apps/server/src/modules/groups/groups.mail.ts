import type { MailMessage } from '../../platform/mail/index.js';
import { button, escapeHtml, layout, type MailSite } from '../auth/auth.mail.js';

/**
 * Emails the notifications service cannot send: it mails verified accounts only, while an
 * invitation may go to an address with no account and the follow-up goes to unverified members.
 */
export function groupMail(
  site: MailSite,
  input: {
    to: string;
    firstName?: string;
    subject: string;
    lines: string[];
    action: { url: string; label: string };
  },
): MailMessage {
  const hello = `Hi ${input.firstName || 'there'},`;
  const html = layout(
    site,
    input.subject,
    `<p>${escapeHtml(hello)}</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(site, input.action.url, input.action.label)}`,
  );
  const text = [
    hello,
    '',
    ...input.lines,
    '',
    `${input.action.label}: ${input.action.url}`,
    '',
    `${site.brandName} (${site.host})`,
  ].join('\n');
  return {
    to: input.to,
    from: site.from,
    subject: input.subject,
    html,
    text,
    meta: { link: input.action.url },
  };
}
