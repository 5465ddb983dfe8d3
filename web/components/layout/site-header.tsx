import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { track } from '../../site/analytics.js';
import { NAV_ITEMS, useAccountLinks } from '../../site/navigation.js';
import { useIdentity } from '../../site/site-config.js';
import { buttonClass } from '../../ui/button.js';
import { Sheet } from '../../ui/sheet.js';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`;

export function SiteHeader() {
  const identity = useIdentity();
  const portal = useAccountLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
          <a
            href={portal.logIn('header')}
            onClick={() => track('kk_auth_login_clicked', { button: 'header' })}
            className="px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
          >
            Log In
          </a>
          <a
            href={portal.signUp('header')}
            onClick={() => track('kk_auth_signup_clicked', { button: 'header' })}
            className={buttonClass({ size: 'sm' })}
          >
            Sign Up Free
          </a>
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
            <a
              href={portal.logIn('mobile_menu')}
              onClick={() => track('kk_auth_login_clicked', { button: 'mobile_menu' })}
              className={buttonClass({ variant: 'quiet', size: 'lg' })}
            >
              Log In
            </a>
            <a
              href={portal.signUp('mobile_menu')}
              onClick={() => track('kk_auth_signup_clicked', { button: 'mobile_menu' })}
              className={buttonClass({ size: 'lg' })}
            >
              Sign Up Free
            </a>
          </div>
        </Sheet>
      </div>
    </header>
  );
}
