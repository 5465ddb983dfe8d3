import { LegalPage } from './legal-page.js';

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The one cookie this site sets (to keep you signed in), why, and how to block it. No advertising cookies."
    >
      <h2>Cookies we set</h2>
      <ul>
        <li>
          <strong>Session cookie</strong>: keeps you signed in. It is set only when you sign in, is not
          readable by scripts, and ends when you sign out.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We set no advertising cookies. Links to Amazon carry our associate tag in the link itself; Amazon's
        own cookies are governed by Amazon's policy once you are on its site.
      </p>
      <h2>Your choice</h2>
      <p>
        You can block or delete cookies in your browser settings. The calculators and information pages work
        without them; only signing in needs the session cookie.
      </p>
    </LegalPage>
  );
}
