import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useUser } from '../site/session.js';
import { track } from '../site/analytics.js';
import { useAccountLinks } from '../site/navigation.js';
import { useWhatsappLink } from '../site/site-config.js';
import { SITE_MAP } from '../site/site-map.js';

export const FLOATING_SIGNUP_SCROLL_PX = 500;

/** Whether the floating sign-up shows: to a visitor (never a signed-in customer) scrolled past the first screen. */
function useFloatingSignUp(): boolean {
  const { data: user } = useUser();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > FLOATING_SIGNUP_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled && !user;
}

function FloatingSignUp() {
  const portal = useAccountLinks();
  return (
    <a
      href={portal.signUp('floating_cta')}
      onClick={() => track('kk_floating_cta_clicked', { button: 'floating_cta' })}
      className="rounded-full bg-accent-500 px-5 py-3 text-sm font-semibold text-slate-900 hover:bg-accent-600 sm:fixed sm:right-[5.25rem] sm:bottom-[1.625rem] sm:z-30 sm:shadow-lg"
    >
      Sign Up Free
    </a>
  );
}

/** In the phone's bar beside the sign-up; otherwise a round button floating in the corner, with no bar. */
function FloatingWhatsApp({ inBar }: { inBar: boolean }) {
  const href = useWhatsappLink();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className={`flex items-center justify-center rounded-full bg-[#25D366] text-white hover:brightness-95 ${inBar ? 'ml-auto h-12 w-12 sm:fixed sm:right-4 sm:bottom-5 sm:z-30 sm:h-14 sm:w-14 sm:shadow-lg' : 'fixed right-4 bottom-5 z-30 h-14 w-14 shadow-lg'}`}
    >
      <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
      </svg>
    </a>
  );
}

/**
 * The floating buttons of the shop's pages (none on staff pages). On a phone, once the sign-up shows, the two
 * share an opaque bar at the bottom of the screen, as tall as the room the page keeps free there (styles.css),
 * so that no line a shopper reads sits half under a button; the WhatsApp button alone floats with no bar. On a
 * wider screen they float side by side in the bottom right corner, away from the left column where a page's
 * first card and its links are. Wherever they float, what the page scrolls to comes to rest above them, and the
 * footer keeps room for them below the page's end.
 */
export function FloatingButtons() {
  const { pathname } = useLocation();
  const signUp = useFloatingSignUp();
  if (SITE_MAP.kindOf(pathname) === 'admin') return null;
  return (
    <div
      data-floating-buttons
      {...(signUp && { 'data-floating-bar': '' })}
      className={
        signUp
          ? 'fixed inset-x-0 bottom-0 z-30 flex h-floating-bar items-center gap-3 border-t border-slate-200 bg-white px-4 sm:contents'
          : 'contents'
      }
    >
      {signUp && <FloatingSignUp />}
      <FloatingWhatsApp inBar={signUp} />
    </div>
  );
}
