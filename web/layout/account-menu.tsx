import { useNavigate } from 'react-router-dom';
import type { SignedInUser } from '../../core/shared/signed-in.js';
import { useSignOut } from '../site/session.js';
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

/** The desktop header: the customer's first name, opening Dashboard and Log out. */
export function AccountMenu({ user }: { user: SignedInUser }) {
  const logOut = useLogOut();
  return (
    <Menu
      trigger={user.firstName}
      triggerLabel={`Account menu for ${user.firstName}`}
      items={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Log out', onSelect: () => void logOut() },
      ]}
    />
  );
}

/** The phone's menu: who is signed in, Dashboard and Log out. */
export function MobileAccount({ user, onDone }: { user: SignedInUser; onDone: () => void }) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  return (
    <>
      <p className="text-sm text-slate-600">
        Signed in as <strong className="text-slate-900">{user.firstName}</strong>
      </p>
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
