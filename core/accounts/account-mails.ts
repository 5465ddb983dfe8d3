import { type MailBrand, composeMail } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import type { RegistrationClaim } from './registration-claim.js';
import type { User } from './user.js';

/** The brand the mail carries, and the site's public address (e.g. https://example.com) for its links. */
export interface AccountMailContext extends MailBrand {
  siteUrl: string;
}

const link = (ctx: AccountMailContext, path: string, token: string) => {
  const url = new URL(path, ctx.siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The link of one registration claim: it asks for the password chosen at sign-up. */
export function verificationMail(
  ctx: AccountMailContext,
  claim: Pick<RegistrationClaim, 'email' | 'firstName' | 'accountId'>,
  token: string,
): OutgoingMail {
  return composeMail(
    claim.email,
    `Verify your e-mail address | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(claim.firstName)},`,
          `Welcome to ${ctx.brandName}. Your account ID is ${claim.accountId}: it is the suite number of your US address, which your dashboard shows once your address is verified.`,
          'Please confirm your e-mail address with the password you chose when you signed up (the link is valid for 24 hours):',
        ],
        button: { label: 'Verify my e-mail address', url: link(ctx, '/verify-email', token) },
        notes: [
          'If you did not sign up, ignore this message: no account is made with your address, and whoever registered it cannot sign in with it.',
        ],
      },
    ],
    { brand: ctx },
  );
}

export function passwordResetMail(ctx: AccountMailContext, user: User, token: string): OutgoingMail {
  return composeMail(
    user.email,
    `Reset your password | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(user.firstName)},`,
          'Someone (we hope you) asked to reset the password of your account. Choose a new one within an hour:',
        ],
        button: { label: 'Choose a new password', url: link(ctx, '/reset-password', token) },
        notes: ['If you did not ask for this, ignore this message: your password stays as it is.'],
      },
    ],
    { brand: ctx },
  );
}

/** Registration with an address that has an account: its owner hears of it, the visitor learns nothing. */
export function alreadyRegisteredMail(ctx: AccountMailContext, user: User): OutgoingMail {
  return composeMail(
    user.email,
    `Your ${ctx.brandName} account | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(user.firstName)},`,
          `Someone asked to create a ${ctx.brandName} account with this e-mail address, which already has one (account ID ${user.accountId}). If it was you, sign in:`,
        ],
        button: { label: 'Sign in', url: new URL('/auth', ctx.siteUrl).toString() },
        notes: [
          `Forgotten your password? Choose a new one at ${new URL('/reset-password', ctx.siteUrl).toString()}`,
          'If it was not you, ignore this message: nothing has changed.',
        ],
      },
    ],
    { brand: ctx },
  );
}
