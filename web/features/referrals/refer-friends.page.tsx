import { Link } from 'react-router-dom';
import { REFERRAL_REWARDS, SHARE_TARGETS } from '../../../core/referrals/referral.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useUser } from '../../site/session.js';
import { CopyButton } from '../../ui/copy-button.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useHydrated, useSiteConfig } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';
import { buttonClass } from '../../ui/button.js';
import { useMyReferrals } from './referrals.api.js';

const CREDIT = formatUsd(REFERRAL_REWARDS.referrerCreditCents);
const BONUS = formatUsd(REFERRAL_REWARDS.friendBonusCents);
const SHARE_POPUP = 'width=600,height=400,noopener';

const messages = (brand: string) => [
  `I ship from the USA to Kenya with ${brand}: a free US address and weekly flights. Sign up with my link and get ${BONUS} off your first parcel.`,
  `Tired of Nairobi prices? Shop on Amazon and other US stores and have it delivered to Kenya. ${BONUS} welcome bonus with my link:`,
  `${brand} gives you a free tax-free US address in Delaware. Your first parcel is ${BONUS} cheaper with my link.`,
  `Running a shop? I import from US sellers with ${brand}. Try it, ${BONUS} off the first shipment:`,
];

function ShareLinks({ link, brand }: { link: string; brand: string }) {
  const message = {
    title: `${brand}: shop in the USA, receive in Kenya`,
    text: messages(brand)[0] ?? '',
    link,
  };
  // Only the browser knows whether it has a share sheet: asked after hydration.
  const canShare = useHydrated() && 'share' in navigator;
  return (
    <div className="flex flex-wrap gap-2">
      {SHARE_TARGETS.map((target) => {
        const url = target.url(message);
        return (
          <a
            key={target.name}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => {
              if (url.startsWith('mailto:')) return;
              e.preventDefault();
              window.open(url, 'share', SHARE_POPUP);
            }}
            className={buttonClass({ variant: 'quiet' })}
          >
            {target.name}
          </a>
        );
      })}
      {canShare && (
        <button
          type="button"
          onClick={() =>
            void navigator
              .share({ title: message.title, text: message.text, url: link })
              .catch(() => undefined)
          }
          className={buttonClass()}
        >
          More…
        </button>
      )}
    </div>
  );
}

/** What the link has brought so far. */
function Earned({ friends, creditsEarnedCents }: { friends: number; creditsEarnedCents: number }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      <div className="rounded-lg bg-brand-50 p-3">
        <dt className="text-sm text-slate-600">Friends who joined</dt>
        <dd className="text-2xl font-bold text-slate-900">{friends}</dd>
      </div>
      <div className="rounded-lg bg-brand-50 p-3">
        <dt className="text-sm text-slate-600">Credit earned</dt>
        <dd className="text-2xl font-bold text-slate-900">{formatUsd(creditsEarnedCents)}</dd>
      </div>
    </dl>
  );
}

/** The signed-in customer's link, to copy or share; anyone else is asked to sign in for it. */
function ReferralLinkSection({
  link,
  earned,
  withoutLink,
  brandName,
}: {
  link: string | undefined;
  earned: { friends: number; creditsEarnedCents: number } | undefined;
  /** Why there is no link yet: still asking, the asking failed, or nobody is signed in. */
  withoutLink: 'checking' | 'failed' | 'signed-out';
  brandName: string;
}) {
  return (
    <section aria-labelledby="link-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="link-heading" className="text-xl font-bold text-slate-900">
        Your referral link
      </h2>
      {link ? (
        <>
          <p className="mt-3 break-all rounded-md bg-slate-50 p-3 font-mono text-sm text-slate-900">{link}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <CopyButton
              text={link}
              label="Copy link"
              confirmation="Link copied to clipboard!"
              className={buttonClass()}
            />
          </div>
          {earned && <Earned {...earned} />}
          <h3 className="mt-6 font-semibold text-slate-900">Share it</h3>
          <div className="mt-2">
            <ShareLinks link={link} brand={brandName} />
          </div>
        </>
      ) : (
        <p className="mt-3 text-slate-700">
          {withoutLink === 'checking' ? (
            'Checking your account…'
          ) : withoutLink === 'failed' ? (
            'Your link could not be loaded just now. Please refresh the page.'
          ) : (
            <>
              Your link carries your account ID.{' '}
              <Link to="/auth" className="font-semibold text-brand-800 underline">
                Sign in to see your link
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** Messages to paste into a chat, each ending with the link when there is one. */
function MessagesSection({ link, brandName }: { link: string | undefined; brandName: string }) {
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-bold text-slate-900">
        Messages ready to send
      </h2>
      <ul className="mt-4 space-y-3">
        {messages(brandName).map((text) => {
          const full = link ? `${text} ${link}` : text;
          return (
            <li
              key={text}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start"
            >
              <p className="min-w-0 flex-1 break-words text-slate-800">{full}</p>
              <CopyButton
                text={full}
                label="Copy message"
                confirmation="Message copied! Now paste it into your app."
                className={buttonClass({ variant: 'secondary', extra: 'shrink-0' })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function ReferFriendsPage() {
  const { identity } = useSiteConfig();
  const { data: user } = useUser();
  const referrals = useMyReferrals(Boolean(user));
  const mine = referrals.data;
  const failed: boolean = referrals.error !== undefined;
  usePageMeta(
    'Refer Friends',
    `Share your link: you earn ${CREDIT} credit for every friend who ships, and they get a ${BONUS} welcome bonus.`,
  );
  const link = mine?.link;
  return (
    <>
      <PageHero
        title="Refer friends, earn credit"
        intro={
          <>
            You earn <strong>{CREDIT}</strong> shipping credit for every friend who signs up with your link
            and ships a parcel. Your friend gets a <strong>{BONUS}</strong> welcome bonus.
          </>
        }
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
        <ReferralLinkSection
          link={link}
          earned={mine}
          withoutLink={user === null ? 'signed-out' : failed ? 'failed' : 'checking'}
          brandName={identity.brandName}
        />

        <MessagesSection link={link} brandName={identity.brandName} />
      </div>
    </>
  );
}
