import type { User } from '../accounts/user.js';
import type { Cents } from '../shared/money.js';
import { type BusinessIdentity, accountLink } from '../shared/business-identity.js';

/** What a referral earns: credit for the customer who shares, a welcome bonus for the friend who signs up. */
export const REFERRAL_REWARDS = {
  referrerCreditCents: 1000 as Cents,
  friendBonusCents: 500 as Cents,
} as const;

/**
 * The phone number a welcome credit is given once for, however it was typed: its digits, a leading 0 (the trunk
 * prefix of a number written the local way) read as the account's country's code.
 */
export function welcomePhoneOf({
  phoneNumber,
  destination,
}: Pick<User, 'phoneNumber' | 'destination'>): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const countryCode = destination === 'south-sudan' ? '211' : '254';
  return digits.startsWith('0') ? `${countryCode}${digits.slice(1)}` : digits;
}

/** The sign-up page (the portal's or this site's), carrying the referrer's account ID and the campaign tags. */
export function referralLink(identity: BusinessIdentity, siteUrl: string, accountId: string): string {
  const url = new URL(
    accountLink(
      identity,
      'signUp',
      { source: 'referral', medium: 'friend', campaign: 'refer_friends' },
      siteUrl,
    ),
  );
  url.searchParams.set('ref', accountId);
  return url.toString();
}

export interface ShareTarget {
  name: string;
  /** The address that opens the target's share screen with the message and the link. */
  url: (message: { title: string; text: string; link: string }) => string;
}

const encoded = encodeURIComponent;

/** The six places a customer can share from: a chat app, a short-post site, a social network, a professional network, a messaging app and e-mail. */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  { name: 'WhatsApp', url: ({ text, link }) => `https://wa.me/?text=${encoded(`${text} ${link}`)}` },
  {
    name: 'X',
    url: ({ text, link }) => `https://twitter.com/intent/tweet?text=${encoded(text)}&url=${encoded(link)}`,
  },
  { name: 'Facebook', url: ({ link }) => `https://www.facebook.com/sharer/sharer.php?u=${encoded(link)}` },
  {
    name: 'LinkedIn',
    url: ({ link }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encoded(link)}`,
  },
  {
    name: 'Telegram',
    url: ({ text, link }) => `https://t.me/share/url?url=${encoded(link)}&text=${encoded(text)}`,
  },
  {
    name: 'E-mail',
    url: ({ title, text, link }) => `mailto:?subject=${encoded(title)}&body=${encoded(`${text}\n\n${link}`)}`,
  },
];
