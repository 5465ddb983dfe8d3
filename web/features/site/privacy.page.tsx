import { LegalPage } from './legal-page.js';
import { useIdentity } from '../../site/site-config.js';

export default function PrivacyPage() {
  const identity = useIdentity();
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal data we keep, why, and how to have it removed."
    >
      <h2>What we collect</h2>
      <p>
        To forward your parcels we keep your name, e-mail address, phone number, account ID and the details of
        the parcels that reach our US warehouse for you. Messages you send us through the contact or quote
        forms are kept with the details you entered.
      </p>
      <h2>Why we use it</h2>
      <ul>
        <li>to receive, ship and deliver your parcels and to clear them through customs;</li>
        <li>to answer your questions and send you quotes;</li>
        <li>to tell you about your account (verification, password reset, parcel updates).</li>
      </ul>
      <p>
        We do not sell your data. We share it only with the airline, customs agents and couriers who move your
        parcel, as far as they need it.
      </p>
      <h2>How long we keep it</h2>
      <p>For as long as your account is open, and afterwards only as long as tax and customs law requires.</p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, have it corrected, or have your account deleted, under the Kenya
        Data Protection Act 2019. Write to{' '}
        <a className="underline" href={`mailto:${identity.supportEmail}`}>
          {identity.supportEmail}
        </a>
        .
      </p>
    </LegalPage>
  );
}
