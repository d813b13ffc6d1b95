import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  headers: Map<string, unknown>;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits until a mail to `to` arrives (or one already has) and answers the newest. */
  waitFor(to: string, predicate?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server), parsing what it receives with mailparser. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) =>
            address.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', headers: parsed.headers });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (to: string, predicate?: (mail: CaughtMail) => boolean) =>
    [...mails].reverse().find((mail) => mail.to.includes(to.toLowerCase()) && (!predicate || predicate(mail)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, predicate) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = find(to, predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a message text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}
