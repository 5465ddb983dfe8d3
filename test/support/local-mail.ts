import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A mail as the local outbox wrote it, its quoted-printable soft breaks and escapes undone. */
const readable = (eml: string): string =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest mail to `email` in the local outbox of a server started with `dataDir` whose text matches
 * `pattern`, as the match (mail is sent after the response, so this waits for it).
 */
export async function mailMatching(
  dataDir: string,
  email: string,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpExecArray> {
  const directory = join(dataDir, 'mail');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const files = existsSync(directory) ? readdirSync(directory).sort().reverse() : [];
    for (const file of files) {
      const mail = readable(readFileSync(join(directory, file), 'utf8'));
      const match = pattern.exec(mail);
      if (match && mail.toLowerCase().includes(email.toLowerCase())) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} matching ${String(pattern)} in ${directory}`);
}

/** The token of the newest verification link mailed to `email` through the local outbox. */
export async function mailedVerificationToken(dataDir: string, email: string): Promise<string> {
  const [, token = ''] = await mailMatching(dataDir, email, /\/verify-email\?token=([\w-]+)/);
  return token;
}
