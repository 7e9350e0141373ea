/** Sends mail over real SMTP with nodemailer: to SMTP_URL, or to the local catcher. */
import { createTransport } from 'nodemailer';
import type { RecoveryEmail } from '../auth/context.ts';
import { composeRecoveryEmail } from './compose-recovery-email.ts';

export interface MailSender {
  sendRecoveryEmail: (email: RecoveryEmail) => Promise<void>;
  close: () => void;
}

export function createMailSender(
  smtpUrl: string,
  from: string,
  recoveryLinkExpirySeconds: number,
): MailSender {
  const transport = createTransport(smtpUrl);
  return {
    async sendRecoveryEmail({ to, link }) {
      const { subject, text, html } = composeRecoveryEmail(
        link,
        Math.round(recoveryLinkExpirySeconds / 60),
      );
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
