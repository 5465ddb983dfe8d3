import { composeMail } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import type { User } from './user.js';

export interface AccountMailContext {
  brandName: string;
  /** The site's public address, e.g. https://example.com, for links in mail. */
  siteUrl: string;
}

const link = (ctx: AccountMailContext, path: string, token: string) => {
  const url = new URL(path, ctx.siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export function verificationMail(ctx: AccountMailContext, user: User, token: string): OutgoingMail {
  return composeMail(user.email, `Verify your e-mail address | ${ctx.brandName}`, [
    {
      paragraphs: [
        `Hello ${greetingName(user.firstName)},`,
        `Welcome to ${ctx.brandName}. Your account ID is ${user.accountId}.`,
        'Please confirm your e-mail address by opening this link (valid for 24 hours):',
        link(ctx, '/verify-email', token),
        'If you did not sign up, do not open the link: ignore this message, and no account is made with your address. Anyone who registered it without you cannot sign in.',
      ],
    },
  ]);
}

export function passwordResetMail(ctx: AccountMailContext, user: User, token: string): OutgoingMail {
  return composeMail(user.email, `Reset your password | ${ctx.brandName}`, [
    {
      paragraphs: [
        `Hello ${greetingName(user.firstName)},`,
        'Someone (we hope you) asked to reset the password of your account. Open this link within an hour to choose a new one:',
        link(ctx, '/reset-password', token),
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    },
  ]);
}

/** Registration with an address that has an account: its owner hears of it, the visitor learns nothing. */
export function alreadyRegisteredMail(ctx: AccountMailContext, user: User): OutgoingMail {
  return composeMail(user.email, `Your ${ctx.brandName} account | ${ctx.brandName}`, [
    {
      paragraphs: [
        `Hello ${greetingName(user.firstName)},`,
        `Someone asked to create a ${ctx.brandName} account with this e-mail address, which already has one (account ID ${user.accountId}).`,
        'If it was you, sign in here:',
        new URL('/auth', ctx.siteUrl).toString(),
        'Forgotten your password? Choose a new one here:',
        new URL('/reset-password', ctx.siteUrl).toString(),
        'If it was not you, ignore this message: nothing has changed.',
      ],
    },
  ]);
}
