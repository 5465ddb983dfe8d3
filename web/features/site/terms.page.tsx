import { LegalPage } from './legal-page.js';
import { PageLink } from '../../ui/page-link.js';
import { useIdentity, useStorageTerms } from '../../site/site-config.js';
import { formatUsd } from '../../../core/shared/money.js';

export default function TermsPage() {
  const identity = useIdentity();
  const storage = useStorageTerms();
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms on which we receive, ship and deliver your parcels."
    >
      <h2>The service</h2>
      <p>
        {identity.brandName} receives parcels at its US warehouse for registered customers and flies them to
        Kenya (door-to-door) or South Sudan (pickup at our Juba office).
      </p>
      <h2>Prices</h2>
      <p>
        Air freight is charged per kilogram of chargeable weight: the greater of the actual weight and the
        volumetric weight (length × width × height in cm ÷ 5,000). The calculator on this site uses the same
        rule as our invoices. Insurance is optional at 3% of the declared value.
      </p>
      <h2>What we cannot ship</h2>
      <p>
        Items on our{' '}
        <PageLink className="underline" to="/prohibited">
          prohibited items
        </PageLink>{' '}
        list are not forwarded. Kenyan customs has the final say on what may enter the country.
      </p>
      <h2>Storage</h2>
      <p>
        Parcels are stored free for {storage.freeDays} days after the day they arrive at the warehouse (its
        calendar, New York time); each day after that, until the parcel leaves, costs{' '}
        {formatUsd(storage.feeCentsPerDay)} per parcel, charged to the account.
      </p>
      <h2>Claims</h2>
      <p>
        Report damage or loss within 7 days of delivery. Insured parcels are refunded up to their declared
        value; uninsured parcels up to the freight paid.
      </p>
    </LegalPage>
  );
}
