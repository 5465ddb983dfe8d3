import { type MailBrand, type MailSection, composeMail, greeting } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import type { Language } from '../shared/language.js';
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

/** What one of these mails says in a language: its subject, and the words of its one section. */
interface AccountWords {
  subject: string;
  paragraphs: string[];
  button: string;
  notes: string[];
}

/** Each mail's words, in English and in Kiswahili, from the same facts. */
const WORDS = {
  verification: {
    en: (brand: string, accountId: string): AccountWords => ({
      subject: `Verify your e-mail address | ${brand}`,
      paragraphs: [
        `Welcome to ${brand}. Your account ID is ${accountId}: it is the suite number of your US address, which your dashboard shows once your address is verified.`,
        'Please confirm your e-mail address with the password you chose when you signed up (the link is valid for 24 hours):',
      ],
      button: 'Verify my e-mail address',
      notes: [
        'If you did not sign up, ignore this message: no account is made with your address, and whoever registered it cannot sign in with it.',
      ],
    }),
    sw: (brand: string, accountId: string): AccountWords => ({
      subject: `Thibitisha barua pepe yako | ${brand}`,
      paragraphs: [
        `Karibu ${brand}. Nambari ya akaunti yako ni ${accountId}: ndiyo nambari ya suite katika anwani yako ya Marekani, ambayo dashibodi yako itakuonyesha mara barua pepe yako itakapothibitishwa.`,
        'Tafadhali thibitisha barua pepe yako kwa nenosiri ulilochagua ulipojisajili (kiungo hiki kinafanya kazi kwa saa 24):',
      ],
      button: 'Thibitisha barua pepe yangu',
      notes: [
        'Ikiwa hukujisajili, puuza ujumbe huu: hakuna akaunti itakayofunguliwa kwa anwani yako, na aliyeisajili hataweza kuingia nayo.',
      ],
    }),
  },
  passwordReset: {
    en: (brand: string): AccountWords => ({
      subject: `Reset your password | ${brand}`,
      paragraphs: [
        'Someone (we hope you) asked to reset the password of your account. Choose a new one within an hour:',
      ],
      button: 'Choose a new password',
      notes: ['If you did not ask for this, ignore this message: your password stays as it is.'],
    }),
    sw: (brand: string): AccountWords => ({
      subject: `Weka nenosiri jipya | ${brand}`,
      paragraphs: [
        'Kuna aliyeomba kubadilisha nenosiri la akaunti yako (tunatumaini ni wewe). Chagua nenosiri jipya ndani ya saa moja:',
      ],
      button: 'Chagua nenosiri jipya',
      notes: ['Ikiwa hukuomba hivi, puuza ujumbe huu: nenosiri lako litabaki lilivyo.'],
    }),
  },
  alreadyRegistered: {
    en: (brand: string, accountId: string, resetUrl: string): AccountWords => ({
      subject: `Your ${brand} account | ${brand}`,
      paragraphs: [
        `Someone asked to create a ${brand} account with this e-mail address, which already has one (account ID ${accountId}). If it was you, sign in:`,
      ],
      button: 'Sign in',
      notes: [
        `Forgotten your password? Choose a new one at ${resetUrl}`,
        'If it was not you, ignore this message: nothing has changed.',
      ],
    }),
    sw: (brand: string, accountId: string, resetUrl: string): AccountWords => ({
      subject: `Akaunti yako ya ${brand} | ${brand}`,
      paragraphs: [
        `Kuna aliyeomba kufungua akaunti ya ${brand} kwa barua pepe hii, lakini tayari ina akaunti (nambari ya akaunti ${accountId}). Ikiwa ni wewe, ingia:`,
      ],
      button: 'Ingia',
      notes: [
        `Umesahau nenosiri lako? Chagua jipya hapa: ${resetUrl}`,
        'Ikiwa si wewe, puuza ujumbe huu: hakuna kilichobadilika.',
      ],
    }),
  },
} as const;

/** One of these mails: the greeting, the words, and the one button to press. */
function accountMail(
  ctx: AccountMailContext,
  to: string,
  firstName: string,
  language: Language,
  words: AccountWords,
  url: string,
): OutgoingMail {
  const section: MailSection = {
    paragraphs: [greeting(greetingName(firstName), language), ...words.paragraphs],
    button: { label: words.button, url },
    notes: words.notes,
  };
  return composeMail(to, words.subject, [section], { brand: ctx, language });
}

/**
 * The link of one registration claim: it asks for the password chosen at sign-up. A claim has no language of its
 * own (an account chooses one once verified), so its callers pass the default.
 */
export function verificationMail(
  ctx: AccountMailContext,
  claim: Pick<RegistrationClaim, 'email' | 'firstName' | 'accountId'>,
  token: string,
  language: Language,
): OutgoingMail {
  const words = WORDS.verification[language](ctx.brandName, claim.accountId);
  return accountMail(ctx, claim.email, claim.firstName, language, words, link(ctx, '/verify-email', token));
}

/** In the account's own language. */
export function passwordResetMail(ctx: AccountMailContext, user: User, token: string): OutgoingMail {
  const words = WORDS.passwordReset[user.language](ctx.brandName);
  return accountMail(
    ctx,
    user.email,
    user.firstName,
    user.language,
    words,
    link(ctx, '/reset-password', token),
  );
}

/** Registration with an address that has an account: its owner hears of it, in their language; the visitor learns nothing. */
export function alreadyRegisteredMail(ctx: AccountMailContext, user: User): OutgoingMail {
  const resetUrl = new URL('/reset-password', ctx.siteUrl).toString();
  const words = WORDS.alreadyRegistered[user.language](ctx.brandName, user.accountId, resetUrl);
  return accountMail(
    ctx,
    user.email,
    user.firstName,
    user.language,
    words,
    new URL('/auth', ctx.siteUrl).toString(),
  );
}
