export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers sent with the message (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Not sent: what the dev mailbox and the log show (the OTP or link, for a developer). */
  meta?: Record<string, string>;
}

/** Sends mail: SMTP when SMTP_URL is set, otherwise the dev mailbox in the database. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
