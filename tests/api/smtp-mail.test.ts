import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMail, smtpMailer } from '../../src/server/mail';

/**
 * With SMTP_URL the server sends real mail through nodemailer (src/server/mail.ts `smtpMailer`).
 * No other test reaches nodemailer: this one keeps a major upgrade of it honest (issue 26:
 * 7 -> 10) with a small SMTP server on loopback that takes one message and keeps what it was sent.
 */
let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function smtpServer(): Promise<{ port: number; received: Promise<{ envelope: string[]; data: string }> }> {
  let deliver: (value: { envelope: string[]; data: string }) => void;
  const received = new Promise<{ envelope: string[]; data: string }>((resolve) => (deliver = resolve));
  server = createServer((socket) => {
    const envelope: string[] = [];
    let buffer = '';
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          deliver({ envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') {
          envelope.push(line);
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server!.listen(0, '127.0.0.1', () => resolve({ port: (server!.address() as AddressInfo).port, received })),
  );
}

describe('real mail through SMTP_URL', () => {
  it('delivers the code mail to the SMTP server: envelope, headers and text', async () => {
    const { port, received } = await smtpServer();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Hanzi House <no-reply@hanzihouse.test>');
    expect(mailer.delivers).toBe(true);
    const mail = codeMail('register', 3, '482913', 10);
    await mailer.send({ to: 'parent@example.test', ...mail });
    const { envelope, data } = await received;
    expect(envelope).toEqual(['MAIL FROM:<no-reply@hanzihouse.test>', 'RCPT TO:<parent@example.test>']);
    expect(data).toMatch(/^To: parent@example\.test$/m);
    expect(data).toMatch(/^From: Hanzi House <no-reply@hanzihouse\.test>$/m);
    expect(data).toContain(`Subject: ${mail.subject}`);
    expect(data).toContain('482913');
  });
});
