import { Link, useNavigate } from 'react-router-dom';
import type { SignedInUser } from '../../core/shared/signed-in.js';
import { type StaffRole, mayAct } from '../../core/shared/staff-roles.js';
import { useSignOut } from '../site/session.js';
import { SITE_MAP } from '../site/site-map.js';
import { Button } from '../ui/button.js';
import { Menu } from '../ui/menu.js';
import { toast } from '../ui/toast-store.js';

/**
 * The header's signed-in state. Loaded only once someone is signed in, so that a visitor's page never carries
 * the menu or the account calls.
 */
function useLogOut() {
  const logOut = useSignOut();
  const navigate = useNavigate();
  return async () => {
    try {
      await logOut();
      void navigate('/');
    } catch {
      toast({ title: 'Could not log out', description: 'Please try again.', variant: 'destructive' });
    }
  };
}

/**
 * Every staff page, as its declaration names it: a new admin page is in the menu without a word here. A page with a
 * parameter (one customer's) is reached from its list, not from the menu.
 */
const STAFF_PAGES: readonly { label: string; to: string; roles: readonly StaffRole[] }[] = SITE_MAP.pages
  .filter((page) => page.kind === 'admin' && !page.path.includes('/:'))
  .map((page) => ({ label: page.menuLabel ?? page.path, to: page.path, roles: page.roles ?? ['admin'] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The staff pages of the user's roles, each as a menu item; none for a customer. */
export const staffPagesFor = (roles: readonly StaffRole[]): { label: string; to: string }[] =>
  STAFF_PAGES.filter((page) => mayAct(roles, page.roles)).map(({ label, to }) => ({ label, to }));

/** The desktop header: the customer's first name, opening Dashboard (and for staff every staff page) and Log out. */
export function AccountMenu({ user }: { user: SignedInUser }) {
  const logOut = useLogOut();
  return (
    <Menu
      trigger={user.firstName}
      triggerLabel={`Account menu for ${user.firstName}`}
      items={[
        { label: 'Dashboard', to: '/dashboard' },
        ...staffPagesFor(user.roles),
        { label: 'Log out', onSelect: () => void logOut() },
      ]}
    />
  );
}

/** The phone's staff links of the user's roles, under their own heading. */
function MobileStaffLinks({ roles, onDone }: { roles: readonly StaffRole[]; onDone: () => void }) {
  const pages = staffPagesFor(roles);
  if (pages.length === 0) return null;
  return (
    <nav aria-label="Staff pages" className="flex flex-col">
      <p className="text-sm font-semibold text-slate-600">Staff</p>
      {pages.map((page) => (
        <Link
          key={page.to}
          to={page.to}
          onClick={onDone}
          className="border-b border-slate-100 py-3 text-base font-medium text-slate-800"
        >
          {page.label}
        </Link>
      ))}
    </nav>
  );
}

/** The phone's menu: who is signed in, Dashboard, staff pages for staff, and Log out. */
export function MobileAccount({ user, onDone }: { user: SignedInUser; onDone: () => void }) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  return (
    <>
      <p className="text-sm text-slate-600">
        Signed in as <strong className="text-slate-900">{user.firstName}</strong>
      </p>
      <MobileStaffLinks roles={user.roles} onDone={onDone} />
      <Button
        size="lg"
        onClick={() => {
          onDone();
          void navigate('/dashboard');
        }}
      >
        Dashboard
      </Button>
      <Button
        variant="quiet"
        size="lg"
        onClick={() => {
          onDone();
          void logOut();
        }}
      >
        Log out
      </Button>
    </>
  );
}
