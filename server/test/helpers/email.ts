import { HtmlValidate } from 'html-validate';
import { simpleParser, type ParsedMail } from 'mailparser';
import { smtpEmail } from '../../src/messaging/smtp-email';
import { fakeMailServer } from './fake-mail-server';
import type { TestApp, useTestDatabase } from './test-app';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** What the HTML validator (html-validate, its recommended rules; offline) finds wrong with an e-mail's HTML part: [] when valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message}`));
}

/**
 * A fake mail server and the real SMTP adapter pointed at it: the app sends to it as in production, and
 * `received(to)` parses what arrived (mailparser), so a test reads the MIME a mail client would.
 */
export async function mailbox() {
  const server = await fakeMailServer();
  const email = smtpEmail({ host: '127.0.0.1', port: server.port, secure: false, from: 'DutyLink <no-reply@dutylink.test>' });
  return {
    email,
    /** Every message delivered to the address, parsed, oldest first. */
    received: (to: string): Promise<(ParsedMail & { raw: string })[]> =>
      Promise.all(server.state.delivered.filter((m) => m.to === to).map(async (m) => Object.assign(await simpleParser(m.data), { raw: m.data }))),
    close: async () => {
      email.close();
      await server.close();
    },
  };
}

/**
 * Two servers on one test database: `app` keeps the dev outbox (where sign-up reads its codes), `sender` sends
 * its e-mails by SMTP to `mail`, a local mailbox. Set up before each file's tests, closed after them.
 */
export function useMailedApps(database: ReturnType<typeof useTestDatabase>) {
  const apps = {} as { app: TestApp; sender: TestApp; mail: Awaited<ReturnType<typeof mailbox>> };
  beforeAll(async () => {
    apps.mail = await mailbox();
    apps.app = await database.build();
    apps.sender = await database.build({ email: apps.mail.email });
  });
  afterAll(() => apps.mail.close());
  return apps;
}
