/**
 * Sending an email: nodemailer over SMTP. Production reads its server and credentials from
 * Functions secrets (SMTP_URL); locally it is the mail catcher started with the emulators.
 */
import nodemailer from 'nodemailer';

export type Attachment = { filename: string; content: string; contentType: string };

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
  /** Unsubscribe or settings link, as the `List-Unsubscribe` header. */
  unsubscribeUrl?: string;
};

export type Mailer = { send(email: OutgoingEmail): Promise<{ messageId: string }> };

/** The sender every email shows. */
export const FROM = 'Prétoire <ne-pas-repondre@pretoire.fr>';

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments,
        ...(email.unsubscribeUrl ? { list: { unsubscribe: email.unsubscribeUrl } } : {}),
      });
      return { messageId: info.messageId };
    },
  };
}
