import { Link } from 'react-router-dom';
import { telLink } from '../../../core/site/business-identity.js';
import { FOOTER_ITEMS, NAV_ITEMS } from '../../site/navigation.js';
import { useIdentity } from '../../site/site-config.js';

export function SiteFooter() {
  const identity = useIdentity();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{identity.brandName}</p>
          <p className="mt-2 text-sm">Your free US address in Delaware and weekly air freight to Kenya.</p>
        </div>
        <nav aria-label="Footer: services">
          <LinkList items={NAV_ITEMS} />
        </nav>
        <div>
          <LinkList items={FOOTER_ITEMS} />
          <p className="mt-4 text-sm">
            <a href={telLink(identity.supportPhone)} className="hover:text-white">
              {identity.supportPhone}
            </a>
            <br />
            <a href={`mailto:${identity.supportEmail}`} className="hover:text-white">
              {identity.supportEmail}
            </a>
          </p>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {/* The server's page may be older than this year; React keeps its text rather than warn. */}
        <span suppressHydrationWarning>© {new Date().getUTCFullYear()}</span> {identity.brandName}. All rights
        reserved.
      </p>
    </footer>
  );
}

function LinkList({ items }: { items: readonly { href: string; label: string }[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className="hover:text-white">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
