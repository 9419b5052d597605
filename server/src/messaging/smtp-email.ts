import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import { DeliveryError, type Delivery, type EmailProvider, type OutgoingEmail } from './providers';

/** How long the mail server may take to accept a connection, to greet, and to answer each command. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpEmail(config: SmtpConfig, timeouts = SMTP_TIMEOUTS): EmailProvider & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    ...timeouts,
  });
  return {
    name: 'smtp',
    async send({ to, subject, text, html, headers, attachments }: OutgoingEmail): Promise<Delivery> {
      try {
        // Text and HTML go as multipart/alternative (inside multipart/mixed with attachments).
        const info = await transport.sendMail({ from: config.from, to, subject, text, html, headers, attachments });
        return { providerId: info.messageId };
      } catch (error) {
        // An SMTP reply code means the server refused the message: for now (4xx, e.g. 421, 451) or for
        // good (5xx, e.g. 550 no such mailbox; RFC 5321). Without one the connection failed somewhere
        // (a timeout) and the message may or may not have gone out.
        const code = (error as { responseCode?: number }).responseCode;
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, code !== undefined, code !== undefined && code >= 500);
      }
    },
    close: () => transport.close(),
  };
}
