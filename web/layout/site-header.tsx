import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useUser } from '../site/session.js';
import { track } from '../site/analytics.js';
import { NAV_ITEMS, useAccountLinks } from '../site/navigation.js';
import { useIdentity } from '../site/site-config.js';
import { buttonClass } from '../ui/button.js';
import { Sheet } from '../ui/sheet.js';

// Most visitors are not signed in: the signed-in header is fetched only for those who are.
const AccountMenu = lazy(() => import('./account-menu.js').then((m) => ({ default: m.AccountMenu })));
const MobileAccount = lazy(() => import('./account-menu.js').then((m) => ({ default: m.MobileAccount })));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`;

/** Log In and Sign Up, for a visitor who is not signed in; `place` names where, for analytics. */
function SignedOutLinks({ place }: { place: 'header' | 'mobile_menu' }) {
  const portal = useAccountLinks();
  const mobile = place === 'mobile_menu';
  return (
    <>
      <a
        href={portal.logIn(place)}
        onClick={() => track('kk_auth_login_clicked', { button: place })}
        className={
          mobile
            ? buttonClass({ variant: 'quiet', size: 'lg' })
            : 'px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700'
        }
      >
        Log In
      </a>
      <a
        href={portal.signUp(place)}
        onClick={() => track('kk_auth_signup_clicked', { button: place })}
        className={buttonClass({ size: mobile ? 'lg' : 'sm' })}
      >
        Sign Up Free
      </a>
    </>
  );
}

export function SiteHeader() {
  const identity = useIdentity();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { data: user } = useUser();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          {identity.brandName}
        </Link>
        <nav aria-label="Main" className="hidden items-center lg:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.href} to={item.href} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <SignedOutLinks place="header" />
          )}
        </div>
        <Sheet
          id="mobile-menu"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          title="Menu"
          closeLabel="Close menu"
          triggerLabel={menuOpen ? 'Close menu' : 'Open menu'}
          triggerClassName="rounded-md p-2 text-slate-700 lg:hidden"
          trigger={
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          }
        >
          <nav aria-label="Mobile" className="flex flex-col">
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.href}
                to={item.href}
                onClick={closeMenu}
                className={({ isActive }) =>
                  `border-b border-slate-100 py-3 text-base font-medium ${isActive ? 'text-brand-700' : 'text-slate-800'}`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-6 flex flex-col gap-3">
            {user ? (
              <Suspense fallback={null}>
                <MobileAccount user={user} onDone={closeMenu} />
              </Suspense>
            ) : (
              <SignedOutLinks place="mobile_menu" />
            )}
          </div>
        </Sheet>
      </div>
    </header>
  );
}
