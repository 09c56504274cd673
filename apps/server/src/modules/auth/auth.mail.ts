import type { MailMessage } from '../../platform/mail/index.js';
import { escapeHtml } from '../../http/html.js';

/** Where a message comes from and how it looks: the brand of the host the user used. */
export interface MailSite {
  brandName: string;
  primary: string;
  /** Host name users reach, e.g. star.careerhub.example. */
  host: string;
  /** Base URL for links, e.g. https://star.careerhub.example. */
  baseUrl: string;
  /** MAIL_FROM, or no-reply@<host>. */
  from: string;
}

export { escapeHtml };

/** The branded frame of every email; `footerHtml` adds lines under the no-reply note. */
export function layout(site: MailSite, title: string, bodyHtml: string, footerHtml = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${site.primary};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:700">${escapeHtml(site.brandName)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;color:#475569;font-size:12px">
This message was sent from ${escapeHtml(site.from)}, a no-reply address of ${escapeHtml(site.host)}. Replies are not read.${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
}

export function button(site: MailSite, href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${site.primary};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

export function otpMail(
  site: MailSite,
  to: { email: string; firstName: string },
  code: string,
  options: { minutes: number; verifyLink?: string; isAlternate: boolean },
): MailMessage {
  const purpose = options.isAlternate ? 'verify your alternate email address' : 'verify your email address';
  const subject = `${code} is your ${site.brandName} verification code`;
  const link = options.verifyLink;
  const html = layout(
    site,
    subject,
    `<p>Hi ${escapeHtml(to.firstName || 'there')},</p>
<p>Use this code to ${purpose}:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>The code expires in ${options.minutes} minutes. If you did not ask for it, ignore this email.</p>
${link ? `<p>Or verify with one click:</p>${button(site, link, 'Verify my email')}` : ''}`,
  );
  const text = [
    `Hi ${to.firstName || 'there'},`,
    '',
    `Use this code to ${purpose}: ${code}`,
    `The code expires in ${options.minutes} minutes. If you did not ask for it, ignore this email.`,
    ...(link ? ['', `Or verify with this link: ${link}`] : []),
    '',
    `${site.brandName} (${site.host})`,
  ].join('\n');
  return {
    to: to.email,
    from: site.from,
    subject,
    html,
    text,
    meta: { otp: code, ...(link ? { link } : {}) },
  };
}

export function passwordResetMail(
  site: MailSite,
  to: { email: string; firstName: string },
  link: string,
  minutes: number,
): MailMessage {
  const subject = `Reset your ${site.brandName} password`;
  const html = layout(
    site,
    subject,
    `<p>Hi ${escapeHtml(to.firstName || 'there')},</p>
<p>Someone asked to recover the account for ${escapeHtml(to.email)}. Choose a new password here:</p>
${button(site, link, 'Choose a new password')}
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
  );
  const text = [
    `Hi ${to.firstName || 'there'},`,
    '',
    `Someone asked to recover the account for ${to.email}. Choose a new password here:`,
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
  ].join('\n');
  return { to: to.email, from: site.from, subject, html, text, meta: { link } };
}

/**
 * To the owner of an address someone tried to sign up with: sign-up answers the same for a known
 * address as for a new one (no account enumeration), and this message is what the owner gets.
 */
export function signupAttemptMail(
  site: MailSite,
  to: { email: string; firstName: string },
  links: { signIn: string; reset: string },
): MailMessage {
  const subject = `Someone tried to sign up to ${site.brandName} with your email`;
  const html = layout(
    site,
    subject,
    `<p>Hi ${escapeHtml(to.firstName || 'there')},</p>
<p>Someone tried to create an account with ${escapeHtml(to.email)}, which already has an account. No new account was created.</p>
<p>If it was you, sign in instead:</p>
${button(site, links.signIn, 'Sign in')}
<p>Forgot your password? Choose a new one here: <a href="${escapeHtml(links.reset)}">${escapeHtml(links.reset)}</a></p>
<p>If it was not you, you can ignore this email: your account is unchanged.</p>`,
  );
  const text = [
    `Hi ${to.firstName || 'there'},`,
    '',
    `Someone tried to create an account with ${to.email}, which already has an account. No new account was created.`,
    '',
    `If it was you, sign in instead: ${links.signIn}`,
    `Forgot your password? Choose a new one here: ${links.reset}`,
    '',
    'If it was not you, you can ignore this email: your account is unchanged.',
  ].join('\n');
  return {
    to: to.email,
    from: site.from,
    subject,
    html,
    text,
    meta: { link: links.signIn, reset: links.reset },
  };
}
