import { NEWSLETTER_TEXT } from '@careerhub/shared';
import type { MailMessage } from '../../platform/mail/index.js';
import { button, escapeHtml, layout, type MailSite } from '../auth/auth.mail.js';
import type { NewsletterItem, Recipient } from './newsletters.repository.js';

/** The longest part of a newsletter's text the e-mail carries; the rest is one click away. */
const MAX_TEXT = 6000;

/**
 * A newsletter e-mail: the text as paragraphs (escaped: it is plain text here), a button to read
 * it in the app, and the unsubscribe link in the body and in the List-Unsubscribe headers that
 * mail clients show as their own button (RFC 8058 one-click: a POST to `unsubscribe.apiUrl`).
 */
export function newsletterMail(
  site: MailSite,
  input: {
    to: Recipient;
    item: NewsletterItem;
    readUrl: string;
    unsubscribe: { apiUrl: string; pageUrl: string };
  },
): MailMessage {
  const { item, to } = input;
  const text = item.rawText.length > MAX_TEXT ? `${item.rawText.slice(0, MAX_TEXT - 1)}…` : item.rawText;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const subject = `${item.groupName}: ${item.title}`;
  // A post's title is the start of its text: a heading would only repeat the first paragraph.
  const titleIsText = item.rawText
    .replace(/\s+/g, ' ')
    .trim()
    .startsWith(item.title.replace(/…$/, '').trim());
  const footer = `<br><br>${escapeHtml(NEWSLETTER_TEXT.footer(item.groupName))}
<a href="${escapeHtml(input.unsubscribe.pageUrl)}" style="color:#475569">${escapeHtml(NEWSLETTER_TEXT.unsubscribeLink)}</a>`;
  const html = layout(
    site,
    subject,
    `<p>Hi ${escapeHtml(to.firstName || 'there')},</p>
${titleIsText ? '' : `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(item.title)}</h1>`}
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${button(site, input.readUrl, NEWSLETTER_TEXT.readInApp)}`,
    footer,
  );
  return {
    to: to.email,
    from: site.from,
    subject,
    html,
    text: [
      `Hi ${to.firstName || 'there'},`,
      '',
      ...(titleIsText ? [] : [item.title, '']),
      ...paragraphs.flatMap((p) => [p, '']),
      `${NEWSLETTER_TEXT.readInApp}: ${input.readUrl}`,
      '',
      '--',
      NEWSLETTER_TEXT.footer(item.groupName),
      `${NEWSLETTER_TEXT.unsubscribeLink}: ${input.unsubscribe.pageUrl}`,
      `${site.brandName} (${site.host})`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe.apiUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    meta: {
      kind: 'newsletter',
      newsletter: String(item.id),
      link: input.readUrl,
      unsubscribe: input.unsubscribe.pageUrl,
    },
  };
}
