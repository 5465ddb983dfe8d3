import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../core/accounts/user.js';
import { REGISTERED_MESSAGE } from '../../../../core/accounts/register-user.use-case.js';
import { usShippingAddress } from '../../../../core/accounts/us-address.js';
import type {
  ParcelResponse,
  PreAlertResponse,
} from '../../../../core/parcels/api/parcel-responses.schema.js';
import { PLACEHOLDER_IDENTITY } from '../../../../core/shared/business-identity.js';
import { ToastRegion } from '../../../../web/ui/toast-region.js';
import { AppRoutes } from '../../../../web/routes.js';
import { server } from '../../msw-server.js';
import { aParcelResponse } from '../parcels/parcel-answer.mother.js';
import { renderWithApp } from '../../render.js';

const AMINA: PublicUser = {
  id: 'a1b2',
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Yusuf',
  phoneNumber: '+254712345678',
  destination: 'kenya',
  isEmailVerified: true,
  roles: [],
  accountId: 'KX100001',
  kraPin: null,
};
const PASSWORD = 'kilimanjaro-2026';

/** A small fake of the account API: one known user, a session flag, and the calls it received. */
let signedIn: PublicUser | null;
let preAlerts: PreAlertResponse[];
let parcels: ParcelResponse[];
let calls: { method: string; path: string; body: unknown }[];

function accountApi(user: PublicUser) {
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, string> | undefined;
  };
  server.use(
    http.get('/api/session', async () => {
      await delay(20);
      return HttpResponse.json({ user: signedIn ?? null });
    }),
    // The dashboard reads the whole account; the session says only who is signed in.
    http.get('/api/user', async () => {
      await delay(20);
      return signedIn
        ? HttpResponse.json(signedIn)
        : HttpResponse.json({ message: 'Not signed in' }, { status: 401 });
    }),
    http.post('/api/login', async ({ request }) => {
      const body = await record(request);
      if (body?.email !== user.email || body.password !== PASSWORD) {
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }
      signedIn = user;
      return HttpResponse.json({ user, message: `Welcome back, ${user.firstName}!` });
    }),
    http.post('/api/logout', async ({ request }) => {
      await record(request);
      signedIn = null;
      return HttpResponse.json({ message: 'You have been signed out.' });
    }),
    http.post('/api/register', async ({ request }) => {
      const body = await record(request);
      if (body?.email === user.email) {
        return HttpResponse.json(
          { message: 'Too many registrations from this address. Please try again later.' },
          { status: 429 },
        );
      }
      return HttpResponse.json({ message: REGISTERED_MESSAGE }, { status: 201 });
    }),
    http.get('/api/pre-alerts', () => HttpResponse.json({ preAlerts, nextCursor: null })),
    http.post('/api/pre-alerts', async ({ request }) => {
      const body = (await record(request)) as unknown as {
        trackingNumber: string;
        carrier: string;
        description: string;
        value: number;
      };
      const alert = {
        ...body,
        id: crypto.randomUUID(),
        createdAt: '2026-11-25T10:00:00.000Z',
        parcelNumber: null,
      };
      preAlerts = [alert, ...preAlerts];
      return HttpResponse.json(alert, { status: 201 });
    }),
    http.get('/api/parcels', () => HttpResponse.json({ parcels })),
    http.post('/api/resend-verification', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: 'We have sent a new verification link.' }, { status: 202 });
    }),
  );
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

function renderSite(path: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <ToastRegion />
    </>,
    path,
  );
}

const currentPath = () => screen.getByTestId('path').textContent;
const toastRegion = () => screen.findByRole('region', { name: /Notifications/ });

beforeEach(() => {
  signedIn = null;
  calls = [];
  preAlerts = [];
  parcels = [];
  accountApi(AMINA);
});

describe('/auth', () => {
  it('shows a spinner while the session loads, then the Sign In tab', async () => {
    renderSite('/auth');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Shop the US, receive in Kenya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    signedIn = AMINA;
    renderSite('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('/signup opens the Create Account tab', async () => {
    renderSite('/signup');
    expect(await screen.findByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(currentPath()).toBe('/auth?tab=register');
  });

  it("says 'Login failed' with the server's words, and signs in with the right password", async () => {
    const user = userEvent.setup();
    renderSite('/auth');
    await user.type(await screen.findByLabelText(/^Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(await toastRegion()).findByText('Login failed')).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Invalid email or password')).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina!' })).toBeInTheDocument();
    expect(within(await toastRegion()).getByText('Welcome back!')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('checks the form with the API schema before sending anything', async () => {
    const user = userEvent.setup();
    renderSite('/auth?tab=register');
    await user.type(await screen.findByLabelText(/^Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("registers, says 'Registration successful!' and switches to Sign In with the e-mail filled in", async () => {
    const user = userEvent.setup();
    renderSite('/auth?tab=register');
    await user.type(await screen.findByLabelText(/First name/), 'Otieno');
    await user.type(screen.getByLabelText(/Last name/), 'Odhiambo');
    await user.type(screen.getByLabelText(/^Email/), 'otieno@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '+211912345678');
    await user.selectOptions(screen.getByLabelText(/Ship to/), 'south-sudan');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await within(await toastRegion()).findByText('Registration successful!')).toBeInTheDocument();
    // The tab follows the URL, which changes in a transition after the toast.
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('otieno@example.com');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/register',
        body: {
          firstName: 'Otieno',
          lastName: 'Odhiambo',
          email: 'otieno@example.com',
          phoneNumber: '+211912345678',
          destination: 'south-sudan',
          password: PASSWORD,
        },
      },
    ]);
  });

  it('signs up with the referral link’s account ID, kept while switching tabs', async () => {
    const user = userEvent.setup();
    renderSite('/auth?tab=register&ref=KX100009&utm_source=referral');
    expect(await screen.findByText(/A friend invited you/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(await screen.findByLabelText(/First name/), 'Baraka');
    await user.type(screen.getByLabelText(/Last name/), 'Otieno');
    await user.type(screen.getByLabelText(/^Email/), 'baraka@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '+254722000000');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await within(await toastRegion()).findByText('Registration successful!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/register',
        body: {
          firstName: 'Baraka',
          lastName: 'Otieno',
          email: 'baraka@example.com',
          phoneNumber: '+254722000000',
          destination: 'kenya',
          password: PASSWORD,
          ref: 'KX100009',
        },
      },
    ]);
  });

  it("says 'Registration failed' with the server's reason and keeps the form", async () => {
    const user = userEvent.setup();
    renderSite('/auth?tab=register');
    await user.type(await screen.findByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Last name/), 'Yusuf');
    await user.type(screen.getByLabelText(/^Email/), AMINA.email);
    await user.type(screen.getByLabelText(/Phone number/), '+254712345678');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await within(await toastRegion()).findByText('Registration failed')).toBeInTheDocument();
    expect(
      within(await toastRegion()).getByText(
        'Too many registrations from this address. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Amina');
  });
});

describe('/dashboard', () => {
  it('redirects to /auth after loading when nobody is signed in', async () => {
    renderSite('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('shows a verified Kenya account with its details, and links to the Kenya prices and calculator', async () => {
    signedIn = AMINA;
    renderSite('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina!' })).toBeInTheDocument();
    expect(screen.getAllByText('KX100001')).toHaveLength(2);
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account information' });
    expect(within(account).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(account).getByText('Active')).toBeInTheDocument();
    expect(within(account).getByText('Door-to-door or pickup')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Juba office' })).not.toBeInTheDocument();
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/pricing#calculator', '/buy-for-me', '/track']);
    const quick = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['How It Works', '/about'],
      ['Contact Support', '/contact'],
      ['View Pricing', '/pricing'],
    ]);
  });

  it('shows the US address line by line, copies a line and the whole, and says how to use it', async () => {
    signedIn = AMINA;
    const user = userEvent.setup();
    renderSite('/dashboard');
    const card = await screen.findByRole('region', { name: 'Your US shipping address' });
    const lines = within(card)
      .getAllByRole('definition')
      .map((value) => value.firstChild?.textContent);
    expect(lines).toEqual([
      'Amina Yusuf',
      PLACEHOLDER_IDENTITY.warehouseStreet,
      'Suite KX100001',
      PLACEHOLDER_IDENTITY.warehouseCity,
      PLACEHOLDER_IDENTITY.warehouseState,
      PLACEHOLDER_IDENTITY.warehouseZip,
      'United States',
      PLACEHOLDER_IDENTITY.warehousePhone,
    ]);
    await user.click(within(card).getByRole('button', { name: 'Copy address line 2' }));
    expect(await navigator.clipboard.readText()).toBe('Suite KX100001');
    await user.click(within(card).getByRole('button', { name: 'Copy whole address' }));
    expect(await navigator.clipboard.readText()).toBe(
      usShippingAddress(PLACEHOLDER_IDENTITY, {
        firstName: 'Amina',
        lastName: 'Yusuf',
        accountId: 'KX100001',
      }).text,
    );
    expect(within(card).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText(/deliver it to your door/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Next air departure' })).toBeInTheDocument();
  });

  it('shows each parcel with its weights, its saving and its steps, and saves a pre-alert into the list', async () => {
    signedIn = AMINA;
    const howToPay = 'Pay on your dashboard with M-Pesa: http://localhost:3000/dashboard';
    parcels = [
      aParcelResponse({
        status: 'departed',
        events: [
          { status: 'received', at: '2026-11-23T15:00:00.000Z' },
          { status: 'departed', at: '2026-11-24T21:00:00.000Z' },
        ],
        description: 'Phone case',
        value: 25,
        preAlertSaving: 3,
        charge: 27,
        due: 27,
        howToPay,
      }),
      aParcelResponse({
        number: 'KP1000002',
        events: [{ status: 'received', at: '2026-10-01T15:00:00.000Z' }],
        trackingNumber: 'TBA123456789000',
        carrier: 'Amazon',
        weights: { actualKg: 1, volumetricKg: 0.5, chargeableKg: 1 },
        dimensions: { lengthCm: 20, widthCm: 15, heightCm: 10 },
        freight: 15,
        charge: 15,
        due: 20,
        howToPay,
        freeStorageUntil: '2026-10-31',
        storageFees: 5,
      }),
    ];
    const user = userEvent.setup();
    renderSite('/dashboard');
    const mine = await screen.findByRole('region', { name: 'Your parcels' });
    expect(await within(mine).findByText('KP1000001')).toBeInTheDocument();
    expect(within(mine).getByText('$27.00')).toBeInTheDocument();
    expect(within(mine).getByText('$3.00 pre-alert saving')).toBeInTheDocument();
    // Storage: none for the one that left in its free days; the fees so far for the one still waiting.
    const [departed, waiting] = within(mine)
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI' && item.querySelector('dl'));
    expect(within(departed!).getByText('None')).toBeInTheDocument();
    expect(within(waiting!).getByText(/\$5\.00 so far/)).toBeInTheDocument();
    expect(
      within(waiting!).getByText('$1.00 a day since free storage ended 31 October 2026'),
    ).toBeInTheDocument();
    const steps = within(mine).getAllByRole('list', { name: 'Steps' })[0]!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByText(/25 November 2026, 12:00 AM/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Pre-alert a parcel' });
    await user.type(within(form).getByLabelText(/Carrier/), 'FedEx');
    await user.type(within(form).getByLabelText(/Tracking number/), '7712 3456 7890');
    await user.type(within(form).getByLabelText(/What is in it/), 'Shoes');
    await user.click(within(form).getByRole('button', { name: 'Save pre-alert' }));
    expect(await within(form).findByText(/Enter the value in US dollars/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Value/), '60');
    await user.click(within(form).getByRole('button', { name: 'Save pre-alert' }));
    const list = await screen.findByRole('list', { name: 'Your pre-alerts' });
    expect(within(list).getByText('771234567890')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/pre-alerts',
      body: { carrier: 'FedEx', trackingNumber: '771234567890', description: 'Shoes', value: 60 },
    });
  });

  it('shows a South Sudan customer the Juba office and pickup, the same US address, and the South Sudan prices', async () => {
    signedIn = { ...AMINA, destination: 'south-sudan', phoneNumber: '' };
    renderSite('/dashboard');
    const card = await screen.findByRole('region', { name: 'Your US shipping address' });
    expect(within(card).getByText(/hold it at our Juba office for you to collect/)).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account information' });
    expect(within(account).getByText('Pickup Only')).toBeInTheDocument();
    expect(within(account).getByText('Not provided')).toBeInTheDocument();
    const juba = screen.getByRole('region', { name: 'Juba office' });
    expect(within(juba).getByText(/must be collected from the office/)).toBeInTheDocument();
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: /Shipping Calculator/ })).toHaveAttribute(
      'href',
      '/south-sudan-pricing',
    );
    const quick = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(quick).getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/south-sudan-pricing',
    );
  });

  it("signs out: 'Logged out' and back to /auth", async () => {
    signedIn = AMINA;
    const user = userEvent.setup();
    renderSite('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await within(await toastRegion()).findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Logout failed' and stays when the server refuses", async () => {
    signedIn = AMINA;
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })),
    );
    const user = userEvent.setup();
    renderSite('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await within(await toastRegion()).findByText('Logout failed')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('/verify-email', () => {
  const WRONG_PASSWORD =
    'That is not the password chosen at sign-up. Please try again: after a few wrong passwords the link stops working.';
  const VERIFIED = {
    message: 'Your e-mail address is verified and you are signed in.',
    user: { firstName: 'Amina', lastName: 'Yusuf', email: AMINA.email, accountId: 'KX100001' },
  };
  const OPEN = { message: 'Enter the password you chose when you signed up to verify your e-mail address.' };

  it("without a token says 'Invalid Verification Link' and links to /auth", async () => {
    renderSite('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Invalid Verification Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('asks for the password chosen at sign-up, lets a wrong one be retried, and lands the verified owner on the dashboard', async () => {
    let checks = 0;
    const sent: unknown[] = [];
    // The first response waits until the test has seen the page verifying.
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      http.get('/api/verify-email/:token', ({ params }) => {
        checks += 1;
        return params.token === 'good-token'
          ? HttpResponse.json(OPEN)
          : HttpResponse.json({ message: 'The link is invalid or has already been used.' }, { status: 400 });
      }),
      http.post('/api/verify-email', async ({ request }) => {
        const body = (await request.json()) as { token: string; password: string };
        sent.push(body);
        if (sent.length === 1) await firstAnswered;
        if (body.password !== PASSWORD)
          return HttpResponse.json({ message: WRONG_PASSWORD }, { status: 401 });
        // The server signs the verified owner in.
        signedIn = AMINA;
        return HttpResponse.json(VERIFIED);
      }),
    );
    const user = userEvent.setup();
    renderSite('/verify-email?token=good-token');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    // Opening the link verified nothing: nothing is sent until the password is.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Verifying Your Email' })).toBeInTheDocument();
    answerFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Signed in by the verification: on to the dashboard, not to the sign-in form and the password once more.
    expect(await screen.findByRole('heading', { name: 'Email Verified Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Your Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(calls.filter((c) => c.path === '/api/login')).toEqual([]);
    expect(sent).toEqual([
      { token: 'good-token', password: 'not-my-password' },
      { token: 'good-token', password: PASSWORD },
    ]);
    expect(checks).toBe(1);
  });

  it('says a link opened again that its address is verified already, and offers sign-in', async () => {
    server.use(
      http.get('/api/verify-email/:token', () =>
        HttpResponse.json(
          { message: 'This e-mail address is already verified. Please sign in.' },
          { status: 409 },
        ),
      ),
    );
    renderSite('/verify-email?token=used-token');
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeInTheDocument();
    expect(screen.getByText('This e-mail address is already verified. Please sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).not.toBeInTheDocument();
  });

  it('says so too when the address was verified between the link opening and the password', async () => {
    server.use(
      http.get('/api/verify-email/:token', () => HttpResponse.json(OPEN)),
      http.post('/api/verify-email', () =>
        HttpResponse.json(
          { message: 'This e-mail address is already verified. Please sign in.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSite('/verify-email?token=good-token');
    await user.type(await screen.findByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeInTheDocument();
  });

  it("shows the server's reason, or the fallback, when the link cannot verify", async () => {
    server.use(
      http.get('/api/verify-email/used', () =>
        HttpResponse.json({ message: 'The link is invalid or has already been used.' }, { status: 400 }),
      ),
      http.get(
        '/api/verify-email/broken',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const { unmount } = renderSite('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('The link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    unmount();

    renderSite('/verify-email?token=broken');
    expect(await screen.findByText('The verification link may be invalid or expired.')).toBeInTheDocument();
  });

  it('fails for good once the link has been tried with too many wrong passwords', async () => {
    const retired =
      'Too many wrong passwords: this link no longer works. Sign in with the password you chose at sign-up to get a new link, or register again.';
    server.use(
      http.get('/api/verify-email/:token', () => HttpResponse.json(OPEN)),
      http.post('/api/verify-email', () => HttpResponse.json({ message: retired }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderSite('/verify-email?token=good-token');
    await user.type(await screen.findByLabelText(/^Password/), 'fifth-wrong-one');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText(retired)).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('asks for a link by e-mail and shows the same answer for any address', async () => {
    server.use(
      http.post('/api/password-reset/request', () =>
        HttpResponse.json(
          { message: 'If an account uses this address, we have sent it a link.' },
          { status: 202 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSite('/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/If an account uses this address/)).toBeInTheDocument();
  });

  it('sets a new password from the link, or says why it could not', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/password-reset/confirm', async ({ request }) => {
        const body = (await request.json()) as { token: string };
        bodies.push(body);
        return body.token === 'fresh'
          ? HttpResponse.json({ message: 'Your password has been changed.' })
          : HttpResponse.json(
              { message: 'The link has expired. Please ask for a new one.' },
              { status: 400 },
            );
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderSite('/reset-password?token=stale');
    await user.type(await screen.findByLabelText(/New password/), 'a-brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(
      await within(await toastRegion()).findByText('The link has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    unmount();

    renderSite('/reset-password?token=fresh');
    await user.type(await screen.findByLabelText(/New password/), 'a-brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(bodies).toEqual([
      { token: 'stale', password: 'a-brand-new-pass' },
      { token: 'fresh', password: 'a-brand-new-pass' },
    ]);
  });
});
