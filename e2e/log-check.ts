import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Global teardown: the e2e server's whole log (server-with-log.mjs) must hold no secret. It looks
// for anything shaped like a token, for unredacted credential fields, and for every code and link
// token the dev mailbox holds (each one was mailed during the run), plus the JWT secret.

const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/;
const CREDENTIAL_FIELD =
  /"(password|current_password|new_password|confirm_password|refresh|refresh_token|access|otp|token|secret)":"(?!\[Redacted\])[^"]+"/;

interface Mail {
  meta: Record<string, unknown>;
}

/**
 * The random tokens in a mailed link (32 random bytes in base64url: 43 characters). Links to
 * public pages carry slugs ("data-careers-circle-x1y2"), which are no secret and show in every
 * request line that opens the page.
 */
export function tokensIn(url: string): string[] {
  const isSlug = (part: string) => /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(part);
  // A link may carry its path in a query value (/signup?next=%2Finvitation%2F{key}).
  const text = url.replace(/%2F/gi, '/');
  return (text.match(/[A-Za-z0-9_-]{32,}/g) ?? []).filter((part) => !isSlug(part));
}

/** Values the log must not contain: the newest 100 mailed codes and link tokens, the JWT secret. */
async function knownSecrets(origin: string, dataDir: string | undefined): Promise<string[]> {
  const secrets: string[] = [];
  const secretFile = dataDir ? path.join(dataDir, 'jwt-secret') : '';
  if (secretFile && existsSync(secretFile)) secrets.push(readFileSync(secretFile, 'utf8').trim());
  try {
    const res = await fetch(`${origin}/dev/mailbox.json`);
    const mails = ((await res.json()) as { data: Mail[] }).data;
    for (const mail of mails) {
      const { otp, link, reset } = mail.meta as { otp?: string; link?: string; reset?: string };
      if (otp) secrets.push(String(otp));
      for (const url of [link, reset]) if (url) secrets.push(...tokensIn(String(url)));
    }
  } catch {
    // The server is already gone: the shape checks below still run.
    console.log('log check: the dev mailbox did not answer; checking shapes only');
  }
  return secrets.filter((s) => s.length >= 6);
}

/** The offending lines of a log, each with what gave it away. */
export function secretsInLog(log: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const line of log.split('\n')) {
    if (JWT.test(line)) found.push(`JWT: ${line}`);
    else if (CREDENTIAL_FIELD.test(line)) found.push(`credential field: ${line}`);
    else {
      const hit = secrets.find((s) =>
        new RegExp(`(?<![A-Za-z0-9])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(line),
      );
      if (hit) found.push(`mailed secret ${hit.slice(0, 3)}…: ${line}`);
    }
  }
  return found;
}

export default async function checkServerLog() {
  const file = process.env.E2E_SERVER_LOG;
  if (!file || !existsSync(file)) return;
  const log = readFileSync(file, 'utf8');
  const port = Number(process.env.E2E_PORT ?? 4310);
  const secrets = await knownSecrets(`http://127.0.0.1:${port}`, process.env.E2E_DATA_DIR);
  const found = secretsInLog(log, secrets);
  const lines = log.split('\n').length;
  if (found.length) {
    throw new Error(
      `The e2e server logged ${found.length} secret(s) in ${lines} lines (${file}):\n${found.slice(0, 20).join('\n')}`,
    );
  }
  console.log(
    `Server log checked for tokens, credentials and ${secrets.length} mailed secrets: ${lines} lines, none found.`,
  );
}
