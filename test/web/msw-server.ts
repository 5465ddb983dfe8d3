import { http, HttpResponse } from 'msw';
import { liveSectionsEndpoint } from '../../core/sections/api/section.endpoints.js';
import { rateCardsEndpoint } from '../../core/competitors/api/rate-card.endpoints.js';
import { setupServer } from 'msw/node';
import { statementEndpoint } from '../../core/ledger/api/ledger.endpoints.js';
import { paymentOptionsEndpoint } from '../../core/payments/api/payments.endpoints.js';
import { getDeliveryEndpoint } from '../../core/delivery/api/delivery.endpoints.js';
import { doorDeliveriesEndpoint } from '../../core/dispatch/api/dispatch.endpoints.js';
import rateCardsJson from '../../core/competitors/rate-cards.json' with { type: 'json' };

export const NEXT_DEPARTURE = { departureDate: '2026-11-30', cutoff: '2026-11-27T21:00:00.000Z' };

/** Handlers every page needs; tests add their own with server.use(). */
export const server = setupServer(
  http.get('/api/shipping/next-departure', () => HttpResponse.json(NEXT_DEPARTURE)),
  // Nobody is signed in unless a test says so.
  http.get('/api/session', () => HttpResponse.json({ user: null })),
  // The home page and the shop show the featured products; none unless a test gives some.
  http.get('/api/products/featured', () => HttpResponse.json({ products: [] })),
  // No homepage section is live, and the shipped rate cards are in force, unless a test says otherwise.
  http.get(liveSectionsEndpoint.path, () => HttpResponse.json({ live: [] })),
  http.get(rateCardsEndpoint.path, () => HttpResponse.json(rateCardsJson)),
  // A dashboard's account owes nothing, and pays through the sandbox's paybill (the account number is none
  // other tests use), unless a test says otherwise.
  http.get(statementEndpoint.path, () =>
    HttpResponse.json({
      balanceCents: 0,
      dueCents: 0,
      dueKes: 0,
      kesPerUsd: 129,
      rateDate: '2026-11-01',
      entries: [],
      nextCursor: null,
    }),
  ),
  http.get(paymentOptionsEndpoint.path, () =>
    HttpResponse.json({ paybill: '174379', accountNumber: 'KX999999', offline: false }),
  ),
  // The dashboard's delivery card: no choice yet, nothing on offer.
  http.get(getDeliveryEndpoint.path, () =>
    HttpResponse.json({ choice: null, methods: ['pickup'], points: [] }),
  ),
  // Nothing on its way to the dashboard's door.
  http.get(doorDeliveriesEndpoint.path, () => HttpResponse.json({ deliveries: [] })),
);
