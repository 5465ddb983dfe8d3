import type { PublicUser } from '../../../core/accounts/user.js';
import { usShippingAddress } from '../../../core/accounts/us-address.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { FIGURES } from '../pricing/figures.js';
import { useIdentity } from '../../site/site-config.js';
import { buttonClass } from '../../ui/button.js';
import { CopyButton } from '../../ui/copy-button.js';
import { NextDepartureCard } from '../shipping/next-departure.js';

const copyLineClass = buttonClass({ variant: 'quiet', size: 'sm', extra: 'shrink-0' });

/**
 * The customer's US address, the one thing a forwarding customer signs up for: each line to copy into a shop's
 * checkout form, or the whole at once, with how to use it and when the next flight leaves.
 */
export function UsAddressCard({ user }: { user: PublicUser }) {
  const identity = useIdentity();
  const address = usShippingAddress(identity, user);
  const { name: destination, lastLeg } = DESTINATION_DETAILS[user.destination];
  return (
    <section
      aria-labelledby="us-address-heading"
      className="rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="us-address-heading" className="text-xl font-bold text-slate-900">
            Your US shipping address
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Tax-free, in Delaware. Yours alone: keep your suite number.
          </p>
        </div>
        <CopyButton
          text={address.text}
          label="Copy whole address"
          className={buttonClass({ variant: 'primary', size: 'sm' })}
        />
      </div>
      <dl className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {address.lines.map((line) => (
          <div key={line.label} className="px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{line.label}</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words font-mono text-slate-900">{line.value}</span>
              <CopyButton
                text={line.value}
                label="Copy"
                accessibleName={`Copy ${line.label.toLowerCase()}`}
                className={copyLineClass}
              />
            </dd>
          </div>
        ))}
      </dl>
      <ol className="mt-5 list-decimal space-y-1 pl-5 text-slate-700">
        <li>
          At any US shop's checkout, enter this address line by line, with your suite on address line 2.
        </li>
        <li>
          When the shop sends its tracking number, pre-alert the parcel below: it saves you{' '}
          {FIGURES.preAlertSaving}.
        </li>
        <li>
          We weigh it when it reaches Delaware, fly it to {destination} and {lastLeg}; follow it here.
        </li>
      </ol>
      <div className="mt-5">
        <NextDepartureCard />
      </div>
    </section>
  );
}
