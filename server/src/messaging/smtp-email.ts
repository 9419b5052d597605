import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import { DeliveryError, type Delivery, type EmailProvider } from './providers';

export function smtpEmail(config: SmtpConfig): EmailProvider & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    connectionTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(to: string, subject: string, text: string, html?: string): Promise<Delivery> {
      try {
        const info = await transport.sendMail({ from: config.from, to, subject, text, html });
        return { providerId: info.messageId };
      } catch (error) {
        // An SMTP reply code means the server refused the message; without one the connection
        // failed somewhere and the message may or may not have gone out.
        const code = (error as { responseCode?: number }).responseCode;
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, code !== undefined);
      }
    },
    close: () => transport.close(),
  };
}
