import { Link } from 'react-router-dom';
import { telLink } from '../../core/shared/business-identity.js';
import { FOOTER_GROUPS, NAV_ITEMS, type NavGroup } from '../site/navigation.js';
import { useIdentity } from '../site/site-config.js';

const GROUPS: readonly NavGroup[] = [{ title: 'Services', items: NAV_ITEMS }, ...FOOTER_GROUPS];

export function SiteFooter() {
  const identity = useIdentity();
  return (
    // Room at the bottom for the floating buttons, so that they never cover the last links.
    <footer className="mt-16 bg-slate-900 pb-24 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{identity.brandName}</p>
          <p className="mt-2 text-sm">Your free US address in Delaware and weekly air freight to Kenya.</p>
          <p className="mt-4 text-sm">
            <a href={telLink(identity.supportPhone)} className="inline-block py-1 hover:text-white">
              {identity.supportPhone}
            </a>
            <br />
            <a href={`mailto:${identity.supportEmail}`} className="inline-block py-1 hover:text-white">
              {identity.supportEmail}
            </a>
          </p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <p className="text-sm font-semibold text-white">{group.title}</p>
            <ul className="mt-2 text-sm">
              {group.items.map((item) => (
                <li key={item.href}>
                  {/* A tall line: every link is a comfortable tap on a phone. */}
                  <Link to={item.href} className="inline-block py-1.5 hover:text-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {/* The server's page may be older than this year; React keeps its text rather than warn. */}
        <span suppressHydrationWarning>© {new Date().getUTCFullYear()}</span> {identity.brandName}. All rights
        reserved.
      </p>
    </footer>
  );
}
