import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Logger } from './logger';

/**
 * Outgoing mail. With SMTP_URL, nodemailer sends real mail; otherwise the development
 * outbox prints each mail to the log and stores it in `mail_outbox`, where
 * `GET /api/dev/outbox` (development and test only) reads it back.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification code inside, kept by the outbox so tests and developers can read it. */
  code?: string;
}

export interface Mailer {
  /** true when mail really leaves the machine (SMTP); false for the development outbox. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Kysely<Database>, logger: Logger, now: () => Date): Mailer {
  return {
    delivers: false,
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_email: mail.to,
          subject: mail.subject,
          text: mail.text,
          code: mail.code ?? null,
          created_at: now().toISOString(),
        })
        .execute();
      logger.info(`[dev outbox] mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
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
 * 1 = zh-Hans, 2 = zh-Hant, 3 = en), with the glossary's terms.
 */
export function codeMail(
  purpose: CodePurpose,
  envLanguage: number,
  name: string | null,
  code: string,
  minutes: number,
): { subject: string; text: string } {
  if (envLanguage === 1) {
    return {
      subject: purpose === 'register' ? '汉字屋注册验证码' : '汉字屋重置密码验证码',
      text: [
        name ? `${name}，你好：` : '你好：',
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
        name ? `${name}，您好：` : '您好：',
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
      name ? `Hello ${name},` : 'Hello,',
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
