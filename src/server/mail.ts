import nodemailer from 'nodemailer';
import type { Logger } from './logger';

/**
 * Outgoing mail. With SMTP_URL, nodemailer sends real mail. Without it:
 * - development and test keep each mail in an outbox in memory (never in the database:
 *   a code is never stored in clear), where `GET /api/dev/outbox` reads it back; development
 *   also prints it to the log, for the developer at the console;
 * - production has mail off: nothing is sent, printed or stored (start-up says so).
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification code inside, kept by the development outbox so tests and developers can read it. */
  code?: string;
}

export interface OutboxMail extends Mail {
  created_at: string;
}

export interface Mailer {
  /** true when mail really leaves the machine (SMTP); false for the development outbox or mail off. */
  readonly delivers: boolean;
  /** The development outbox (development and test without SMTP). */
  readonly outbox?: { to(email: string): OutboxMail[] };
  send(mail: Mail): Promise<void>;
}

/** The newest mails the development outbox keeps (older ones are forgotten). */
const OUTBOX_SIZE = 2000;

export function outboxMailer(logger: Logger, now: () => Date, options: { print: boolean }): Mailer {
  const mails: OutboxMail[] = [];
  return {
    delivers: false,
    outbox: {
      /** The mails to an address, newest first. */
      to: (email) => mails.filter((mail) => mail.to === email).reverse(),
    },
    async send(mail) {
      mails.push({ ...mail, created_at: now().toISOString() });
      if (mails.length > OUTBOX_SIZE) mails.splice(0, mails.length - OUTBOX_SIZE);
      if (options.print) logger.info(`[dev outbox] mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

/** Production without SMTP_URL: no mail leaves, and no code is printed or kept anywhere. */
export function mailOff(logger: Logger): Mailer {
  return {
    delivers: false,
    async send() {
      logger.warn('mail is off (SMTP_URL is not set): a code mail was not sent');
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export type CodePurpose = 'register' | 'reset';

/**
 * The verification-code mail in the member's interface language (env_language
 * 1 = zh-Hans, 2 = zh-Hant, 3 = en), with the glossary's terms. It carries no text a user
 * chose (not the registration name): a mail may go to anyone's address.
 */
export function codeMail(
  purpose: CodePurpose,
  envLanguage: number,
  code: string,
  minutes: number,
): { subject: string; text: string } {
  if (envLanguage === 1) {
    return {
      subject: purpose === 'register' ? '汉字屋注册验证码' : '汉字屋重置密码验证码',
      text: [
        '你好：',
        '',
        purpose === 'register'
          ? `欢迎来到汉字屋！你的验证码是 ${code}，${minutes} 分钟内有效。`
          : `你正在重置汉字屋的密码。你的验证码是 ${code}，${minutes} 分钟内有效。`,
        '如果这不是你本人的操作，请忽略这封邮件。',
        '',
        '汉字屋',
      ].join('\n'),
    };
  }
  if (envLanguage === 2) {
    return {
      subject: purpose === 'register' ? '漢字屋註冊驗證碼' : '漢字屋重設密碼驗證碼',
      text: [
        '您好：',
        '',
        purpose === 'register'
          ? `歡迎來到漢字屋！您的驗證碼是 ${code}，${minutes} 分鐘內有效。`
          : `您正在重設漢字屋的密碼。您的驗證碼是 ${code}，${minutes} 分鐘內有效。`,
        '如果這不是您本人的操作，請忽略這封郵件。',
        '',
        '漢字屋',
      ].join('\n'),
    };
  }
  return {
    subject:
      purpose === 'register'
        ? 'Your Hanzi House verification code'
        : 'Your Hanzi House password reset code',
    text: [
      'Hello,',
      '',
      purpose === 'register'
        ? `Welcome to Hanzi House! Your verification code is ${code}. It is valid for ${minutes} minutes.`
        : `You asked to reset your Hanzi House password. Your verification code is ${code}. It is valid for ${minutes} minutes.`,
      'If this was not you, you can ignore this e-mail.',
      '',
      'Hanzi House',
    ].join('\n'),
  };
}
