import { useId, useState } from 'react';
import { AddressGenerator } from './address-generator.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { type AccountLinks, useAccountLinks } from '../../site/navigation.js';
import { useIdentity } from '../../site/site-config.js';
import { FIGURES } from '../pricing/figures.js';
import { PageHero } from '../../ui/page-hero.js';

interface Step {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

const steps = (portal: AccountLinks): Step[] => [
  {
    title: 'Register free',
    text: 'Create your account and get your account ID (KX…): it is your suite number at our US warehouse.',
    link: { href: portal.signUp('step1'), label: 'Sign up free' },
  },
  {
    title: 'Shop any US store',
    text: 'Check out with our Delaware warehouse as the shipping address, your account ID on address line 2. No US sales tax.',
    link: { href: portal.logIn('step2'), label: 'Sign in to see your address' },
  },
  {
    title: 'Pre-alert your parcel',
    text: `Tell us the tracking number before the parcel arrives and save ${FIGURES.preAlertSaving} on its shipping.`,
    link: { href: portal.preAlert('step3'), label: 'Send a pre-alert' },
  },
  {
    title: 'Pay',
    text: `Pay ${FIGURES.kenyaRate} on your dashboard by M-Pesa: the prompt on your phone, or the paybill with your account ID as the account number. In South Sudan, pay in cash at our Juba office.`,
  },
  {
    title: 'Receive',
    text: `We fly your parcel to Nairobi weekly and deliver it ${FIGURES.kenyaTransit}.`,
  },
];

const CHECKOUT_TIPS = [
  'Put your account ID on address line 2 (or in the company field if there is no second line).',
  'Use your own name exactly as on your account, so we can match the parcel at once.',
  'Choose the cheapest US shipping: the distance to Delaware is short, and you pay our rate from there.',
  'Keep the order confirmation: customs may ask for the value.',
];

function PreAlertPanel() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-4 p-4 text-left font-semibold text-slate-900"
      >
        What is a pre-alert, and why does it save {FIGURES.preAlertSaving}?
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open && (
        <div id={id} className="space-y-2 px-4 pb-4 text-slate-700">
          <p>
            A pre-alert tells us a parcel is on its way: the store, the tracking number and what is inside.
            With it we match the parcel to you the moment it arrives and prepare customs papers ahead, so it
            makes the next flight.
          </p>
          <p>
            Parcels with a pre-alert cost {FIGURES.preAlertSaving} less to ship. Send one for every order.
          </p>
        </div>
      )}
    </div>
  );
}

export default function HowItWorksPage() {
  const identity = useIdentity();
  const portal = useAccountLinks();
  usePageMeta(
    'How It Works',
    `Shop any US store with a free ${identity.brandName} address, and we fly your parcels to Kenya every week.`,
  );
  return (
    <>
      <PageHero title="How It Works" intro={<>Five steps from a US store to your door in Kenya.</>} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <ol className="grid gap-4 md:grid-cols-5">
          {steps(portal).map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h2 className="mt-3 font-bold text-slate-900">{step.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              {step.link && (
                <a
                  href={step.link.href}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  {step.link.label}
                </a>
              )}
            </li>
          ))}
        </ol>
        <PreAlertPanel />
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <AddressGenerator />
          <section aria-labelledby="tips-heading">
            <h2 id="tips-heading" className="text-xl font-bold text-slate-900">
              Checkout tips
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {CHECKOUT_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
