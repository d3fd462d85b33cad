import type { CaptchaVerifier } from '../../adapters/captcha/captcha-verifier.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { ServiceDeps } from '../deps.ts';

/** Account operations also send mail, check captchas and build links from the public URL. */
export type AuthDeps = ServiceDeps & {
  mail: MailSender;
  captcha: CaptchaVerifier;
  /** Links in emails use this, never the request's Host header. */
  publicUrl: string;
};
