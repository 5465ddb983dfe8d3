import { SERVICE_TIMES } from '../../../core/shared/business-claims.js';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/page-meta.js';

const WAYS_ON = [
  { to: '/', label: 'Home page', text: 'How a free US address and weekly flights to Kenya work.' },
  { to: '/pricing#calculator', label: 'Shipping calculator', text: 'What your parcel costs to Kenya.' },
  {
    to: '/contact',
    label: 'Contact us',
    text: `Tell us what you were looking for; we reply ${SERVICE_TIMES.supportReply.range}.`,
  },
];

/** Any address the site has no page for: what happened, and three ways on (served with status 404). */
export default function NotFoundPage() {
  usePageMeta(
    'Page not found',
    'This page does not exist. Find your way to shipping prices, the calculator or support.',
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">We could not find that page</h1>
      <p className="mt-4 text-slate-700">
        The link may be old or mistyped. Nothing is wrong with your account or your parcels.
      </p>
      <ul className="mt-8 grid gap-4 text-left sm:grid-cols-3">
        {WAYS_ON.map((way) => (
          <li key={way.to}>
            <Link
              to={way.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="font-semibold text-brand-800">{way.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{way.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
