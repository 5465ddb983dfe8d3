import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '../../../../web/features/contact/contact-form.js';
import {
  QUOTE_SUCCESS_SCREEN_MS,
  QuoteRequestForm,
} from '../../../../web/features/quotes/quote-request-form.js';
import { ToastRegion } from '../../../../web/ui/toast-region.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

/** The real server's responses, which the browser parses with the same schemas. */
const RESPONSES: Record<string, object> = {
  '/api/contact': { message: "Thank you for contacting us. We'll respond within 24 hours.", id: 'c-1' },
  '/api/quote-requests': { message: 'Quote Request Submitted!', id: 'q-1', status: 'pending' },
};

function captureRequests(path: string, status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      await delay(50);
      return status < 300
        ? HttpResponse.json(RESPONSES[path], { status })
        : new HttpResponse('nope', { status });
    }),
  );
  return bodies;
}

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('ContactForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Last name/), 'Yusuf');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
    await user.selectOptions(screen.getByLabelText(/Subject/), 'tracking');
    await user.type(screen.getByLabelText(/Message/), 'Where is my parcel?');
  }

  it('shows each field message and sends nothing while fields are missing', async () => {
    const bodies = captureRequests('/api/contact');
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it("sends, shows 'Sending...', confirms and resets", async () => {
    const bodies = captureRequests('/api/contact');
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ContactForm />
        <ToastRegion />
      </>,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText("Thank you for contacting us. We'll respond within 24 hours."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Amina',
        lastName: 'Yusuf',
        email: 'amina@example.com',
        subject: 'tracking',
        message: 'Where is my parcel?',
      },
    ]);
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    captureRequests('/api/contact', 500);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ContactForm />
        <ToastRegion />
      </>,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us via WhatsApp.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Amina');
  });
});

describe('QuoteRequestForm', () => {
  it("lists every problem in one toast titled 'Please fix the following errors:'", async () => {
    const bodies = captureRequests('/api/quote-requests');
    const user = userEvent.setup();
    renderWithApp(
      <>
        <QuoteRequestForm />
        <ToastRegion />
      </>,
    );
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Item URL/), 'amazon');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const region = toastRegion();
    expect(await within(region).findByText('Please fix the following errors:')).toBeInTheDocument();
    const description = within(region).getByText(/Customer name is required/).textContent;
    for (const message of [
      'Customer name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please enter a valid URL',
      'Item description is required',
      'Quantity must be at least 1',
    ]) {
      expect(description).toContain(message);
    }
    expect(bodies).toHaveLength(0);
  });

  // Waits the real 3 s of the confirmation: a busy machine needs more than the default 5 s for the rest.
  it('submits, shows the confirmation for 3 seconds, then a fresh form', async () => {
    const bodies = captureRequests('/api/quote-requests');
    const user = userEvent.setup();
    renderWithApp(<QuoteRequestForm />);
    await user.type(screen.getByLabelText(/Your name/), 'Otieno Odhiambo');
    await user.type(screen.getByLabelText(/Phone number/), '+254712345678');
    await user.type(screen.getByLabelText(/Email/), 'otieno@example.com');
    await user.type(screen.getByLabelText(/Item URL/), 'https://www.amazon.com/dp/B0C1234567');
    await user.type(screen.getByLabelText(/Item description/), 'Blue, size M');
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.type(screen.getByLabelText(/Quantity/), '2');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Quote Request Submitted!');
    expect(bodies).toEqual([
      {
        customerName: 'Otieno Odhiambo',
        customerEmail: 'otieno@example.com',
        customerPhone: '+254712345678',
        itemUrl: 'https://www.amazon.com/dp/B0C1234567',
        itemDescription: 'Blue, size M',
        quantity: 2,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/Your name/)).toHaveValue(''), {
      timeout: QUOTE_SUCCESS_SCREEN_MS + 20_000,
    });
    expect(screen.getByLabelText(/Quantity/)).toHaveValue(1);
  });

  it('shows the failure toast and keeps the form', async () => {
    captureRequests('/api/quote-requests', 503);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <QuoteRequestForm />
        <ToastRegion />
      </>,
    );
    await user.type(screen.getByLabelText(/Your name/), 'Otieno');
    await user.type(screen.getByLabelText(/Phone number/), '0712345678');
    await user.type(screen.getByLabelText(/Email/), 'otieno@example.com');
    await user.type(screen.getByLabelText(/Item URL/), 'https://example.com/item');
    await user.type(screen.getByLabelText(/Item description/), 'A lamp');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Otieno');
  });
});
