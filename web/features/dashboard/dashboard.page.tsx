import { Link, useNavigate } from 'react-router-dom';
import { jubaOfficePhone, telLink } from '../../../core/shared/business-identity.js';
import type { PublicUser } from '../../../core/accounts/user.js';
import { DESTINATION_DETAILS, type Destination } from '../../../core/pricing/destinations.js';
import { serverMessage, useAccount, useAccountActions } from '../accounts/accounts.api.js';
import { Parcels } from '../parcels/parcels-list.js';
import { PreAlerts } from '../parcels/pre-alerts.js';
import { ShipTogether } from '../parcels/ship-together.js';
import { PaymentsPanel } from '../payments/payments-panel.js';
import { UsAddressCard } from './us-address-card.js';
import { DeliveryCard } from '../delivery/delivery-card.js';
import { DoorDeliveriesCard } from '../dispatch/door-deliveries-card.js';
import { ProfileForm } from '../accounts/profile-form.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { toast } from '../../ui/toast-store.js';
import { useIdentity } from '../../site/site-config.js';
import { Button } from '../../ui/button.js';

/** Each destination has its own tariff: an account is sent to the prices and calculator of where it ships. */
const PRICING_PAGES: Readonly<Record<Destination, { calculator: string; pricing: string }>> = {
  kenya: { calculator: '/pricing#calculator', pricing: '/pricing' },
  'south-sudan': { calculator: '/south-sudan-pricing', pricing: '/south-sudan-pricing' },
};

const featureCards = (destination: Destination) => [
  {
    to: PRICING_PAGES[destination].calculator,
    title: 'Shipping Calculator',
    text: 'Price a parcel before you buy.',
  },
  { to: '/buy-for-me', title: 'Start Buy for Me', text: 'Send us a link; we buy and ship it.' },
  { to: '/track', title: 'Track Shipment', text: 'See where your parcel is.' },
];

const quickActions = (destination: Destination) => [
  { to: '/about', label: 'How It Works' },
  { to: '/contact', label: 'Contact Support' },
  { to: PRICING_PAGES[destination].pricing, label: 'View Pricing' },
];

function AccountCard({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    ['Full name', `${user.firstName} ${user.lastName}`],
    ['Phone number', user.phoneNumber || 'Not provided'],
    ['Email', user.email],
    ['Account ID', user.accountId],
    ['Account status', user.isEmailVerified ? 'Active' : 'Pending Verification'],
    ['Destination', DESTINATION_DETAILS[user.destination].name],
    ['Service type', DESTINATION_DETAILS[user.destination].accountService],
  ];
  return (
    <section aria-labelledby="account-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="account-heading" className="text-lg font-bold text-slate-900">
        Account information
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-all font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ProfileForm user={user} />
    </section>
  );
}

function JubaOfficeCard() {
  const identity = useIdentity();
  return (
    <section aria-labelledby="juba-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="juba-heading" className="text-lg font-bold text-slate-900">
        Juba office
      </h2>
      <p className="mt-2 text-slate-700">{identity.jubaOfficeAddress}</p>
      <p className="mt-1 text-slate-700">
        Phone:{' '}
        <a href={telLink(jubaOfficePhone(identity))} className="font-medium text-brand-700 underline">
          {jubaOfficePhone(identity)}
        </a>
      </p>
      <p className="mt-3 text-sm font-semibold text-slate-900">
        All packages must be collected from the office: we do not deliver in South Sudan.
      </p>
    </section>
  );
}

function QuickActions({ destination }: { destination: Destination }) {
  return (
    <section aria-labelledby="quick-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="quick-heading" className="text-lg font-bold text-slate-900">
        Quick actions
      </h2>
      <ul className="mt-3 space-y-2">
        {quickActions(destination).map((action) => (
          <li key={action.label}>
            <Link to={action.to} className="font-medium text-brand-700 underline">
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rendered inside ProtectedRoute, so a user is always present. */
export default function DashboardPage() {
  usePageMeta('Your Dashboard', 'Your account, your US address and your parcels.');
  const { data: user } = useAccount();
  const { logOut } = useAccountActions();
  const navigate = useNavigate();
  if (!user) return null;

  const signOut = async () => {
    try {
      const answer = await logOut();
      toast({ title: 'Logged out', description: answer.message });
      void navigate('/auth');
    } catch (error) {
      toast({ title: 'Logout failed', description: serverMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Welcome, {user.firstName}!</h1>
          <p className="mt-1 text-slate-700">
            Account ID: <span className="font-mono font-semibold">{user.accountId}</span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              user.isEmailVerified ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {user.isEmailVerified ? 'Email verified' : 'Email not verified'}
          </span>
          <Button variant="quiet" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <DoorDeliveriesCard />
          <DeliveryCard />
          {user.isEmailVerified && <UsAddressCard user={user} />}
          <PaymentsPanel phone={user.phoneNumber} destination={user.destination} />
          <Parcels />
          <ShipTogether />
          <PreAlerts />
        </div>
        <div className="space-y-6">
          <AccountCard user={user} />
          {user.destination === 'south-sudan' && <JubaOfficeCard />}
          <QuickActions destination={user.destination} />
        </div>
      </div>

      <nav aria-label="Services" className="grid gap-4 sm:grid-cols-3">
        {featureCards(user.destination).map((card) => (
          <Link
            key={card.to}
            to={card.to}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-400 hover:shadow"
          >
            <span className="block text-lg font-bold text-slate-900">{card.title}</span>
            <span className="mt-1 block text-slate-600">{card.text}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
