import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpEmail } from '../../src/messaging/smtp-email';

interface Mail {
  from: string;
  to: string[];
  user?: string;
  data: string;
}

describe('SMTP e-mail adapter', () => {
  const mails: Mail[] = [];
  let rejectNext = false;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'pw') callback(null, { user: auth.username });
      else callback(new Error('Invalid credentials'));
    },
    onRcptTo(_address, _session, callback) {
      if (rejectNext) {
        rejectNext = false;
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), user: session.user as string, data });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => smtpEmail({ host: '127.0.0.1', port, secure: false, user: 'mailer', pass: 'pw', from: 'DutyLink <no-reply@dutylink.test>' });

  it('sends text and HTML through the server with credentials and returns the message id', async () => {
    const email = provider();
    try {
      const delivery = await email.send({ to: 'guard@example.com', subject: 'Confirm your e-mail', text: 'Open https://x.test/link', html: '<p>Open <a href="https://x.test/link">it</a></p>' });
      expect(delivery.providerId).toMatch(/^<.+@.+>$/);
      const [mail] = mails.splice(0);
      expect(mail).toMatchObject({ from: 'no-reply@dutylink.test', to: ['guard@example.com'], user: 'mailer' });
      expect(mail!.data).toContain('Subject: Confirm your e-mail');
      expect(mail!.data).toContain('Open https://x.test/link');
      expect(mail!.data).toContain('text/html');
    } finally {
      email.close();
    }
  });

  it('reports a refused recipient (550) as certainly not sent, and for good', async () => {
    const email = provider();
    rejectNext = true;
    try {
      await expect(email.send({ to: 'nobody@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ notSent: true, permanent: true });
    } finally {
      email.close();
    }
  });
});
