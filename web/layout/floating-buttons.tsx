import { useEffect, useState } from 'react';
import { useUser } from '../site/session.js';
import { track } from '../site/analytics.js';
import { useAccountLinks } from '../site/navigation.js';
import { useWhatsappLink } from '../site/site-config.js';

export const FLOATING_SIGNUP_SCROLL_PX = 500;

/** A sign-up button that appears once a visitor (never a signed-in customer) has scrolled past the first screen. */
export function FloatingSignUp() {
  const portal = useAccountLinks();
  const { data: user } = useUser();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > FLOATING_SIGNUP_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible || user) return null;
  return (
    <a
      href={portal.signUp('floating_cta')}
      onClick={() => track('kk_floating_cta_clicked', { button: 'floating_cta' })}
      className="rounded-full bg-accent-500 px-5 py-3 text-sm font-semibold text-slate-900 hover:bg-accent-600 sm:fixed sm:bottom-5 sm:left-4 sm:z-30 sm:shadow-lg"
    >
      Sign Up Free
    </a>
  );
}

export function FloatingWhatsApp() {
  const href = useWhatsappLink();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="ml-auto flex h-12 w-12 items-center justify-center rounded-full bg-[#25D366] text-white hover:brightness-95 sm:fixed sm:right-4 sm:bottom-5 sm:z-30 sm:h-14 sm:w-14 sm:shadow-lg"
    >
      <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
      </svg>
    </a>
  );
}

/**
 * On a phone the buttons share an opaque bar at the bottom of the screen, as tall as the room the page keeps
 * free there (styles.css), so that no line a shopper reads (a total, a comparison row) sits half under a button;
 * on a wider screen the bar is no box at all and they float in the corners (the footer keeps room for them).
 */
export function FloatingButtons() {
  return (
    <div
      data-floating-bar
      className="fixed inset-x-0 bottom-0 z-30 flex h-floating-bar items-center gap-3 border-t border-slate-200 bg-white px-4 sm:contents"
    >
      <FloatingSignUp />
      <FloatingWhatsApp />
    </div>
  );
}
