import * as z from 'zod/mini';
import type { DeliveryChoice } from '../../delivery/delivery-choice.js';
import { statementResponse, statementResponseSchema } from '../../ledger/api/ledger-responses.schema.js';
import { staffHandedOver, staffHandedOverResponse } from '../../parcels/api/parcel-responses.schema.js';
import { shipmentOf } from '../../parcels/collection-code.js';
import { PARCEL_STATUSES, STATUS_TEXT } from '../../parcels/parcel.js';
import { DESTINATIONS } from '../../pricing/destinations.js';
import type { CustomerPage } from '../customer-page.js';
import type { CustomerResults } from '../search-customers.use-case.js';
import type { CustomerHit } from '../staff.ports.js';
import type { StaffNote } from '../staff-note.js';

export const customerHitSchema = z.object({
  accountId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  /** site-account: registered on the site; imported: from the customer directory's file. */
  source: z.enum(['site-account', 'imported']),
});

export const customerResultsSchema = z.object({
  customers: z.array(customerHitSchema),
  /** Asks for the page after this one; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type CustomerResultsResponse = z.infer<typeof customerResultsSchema>;

const hitResponse = (hit: CustomerHit): z.infer<typeof customerHitSchema> => ({ ...hit });

export const customerResultsResponse = (results: CustomerResults): CustomerResultsResponse => ({
  customers: results.customers.map(hitResponse),
  nextCursor: results.nextCursor,
});

export const staffNoteResponseSchema = z.object({
  id: z.string(),
  text: z.string(),
  staffEmail: z.string(),
  at: z.iso.datetime(),
});

export const staffNoteResponse = (note: StaffNote): z.infer<typeof staffNoteResponseSchema> => ({
  id: note.id,
  text: note.text,
  staffEmail: note.staffEmail,
  at: note.at.toISOString(),
});

const accountPartSchema = z.object({
  email: z.string(),
  isEmailVerified: z.boolean(),
  /** Why staff blocked its sign-in; null while it may sign in. */
  blockedReason: z.nullable(z.string()),
  destination: z.enum(DESTINATIONS),
  /** False while a parcel is between the warehouse and its handover. */
  destinationChangeable: z.boolean(),
  /** The delivery choice in force, in words; null while none is made. */
  delivery: z.nullable(z.string()),
  parcels: z.array(
    z.object({
      number: z.string(),
      trackingNumber: z.string(),
      status: z.enum(PARCEL_STATUSES),
      statusText: z.string(),
      /** US cents. */
      chargeCents: z.int(),
      shipmentNumber: z.nullable(z.string()),
      receivedAt: z.iso.datetime(),
      /** Who collected it, when and from which staff member; null until it is handed over. */
      handedOver: z.nullable(staffHandedOverResponse),
    }),
  ),
  shipments: z.array(
    z.object({
      number: z.string(),
      parcels: z.array(z.string()),
      chargeCents: z.int(),
      packedAt: z.iso.datetime(),
    }),
  ),
  statement: statementResponseSchema,
  notices: z.array(
    z.object({
      subject: z.string(),
      queuedAt: z.iso.datetime(),
      state: z.enum(['sent', 'pending', 'given-up']),
      sentAt: z.nullable(z.iso.datetime()),
    }),
  ),
});

export const customerPageSchema = z.object({
  customer: customerHitSchema,
  /** Null for an imported customer without a site account. */
  account: z.nullable(accountPartSchema),
  /** Newest first. */
  notes: z.array(staffNoteResponseSchema),
});
export type CustomerPageResponse = z.infer<typeof customerPageSchema>;

/** A delivery choice told in one line, as staff read it out on the phone. */
export const deliveryText = (choice: DeliveryChoice): string =>
  choice.method === 'door'
    ? `Door delivery: ${[choice.street, choice.town, choice.county].join(', ')} (rider calls ${choice.phone})`
    : `Pickup point ${choice.point}`;

const handedOverOf = (
  parcel: Parameters<typeof shipmentOf>[0],
  handovers: NonNullable<CustomerPage['account']>['handovers'],
) => {
  const handover = handovers.get(shipmentOf(parcel));
  return handover ? staffHandedOver(parcel, handover) : null;
};

export function customerPageResponse(page: CustomerPage): CustomerPageResponse {
  const { account } = page;
  return {
    customer: hitResponse(page.identity),
    notes: page.notes.map(staffNoteResponse),
    account: account && {
      email: account.user.email,
      isEmailVerified: account.user.isEmailVerified,
      blockedReason: account.user.blockedReason ?? null,
      destination: account.user.destination,
      destinationChangeable: account.destinationChangeable,
      delivery: account.delivery && deliveryText(account.delivery),
      parcels: account.parcels.map((p) => ({
        number: p.number,
        trackingNumber: p.trackingNumber,
        status: p.status,
        statusText: STATUS_TEXT[p.status],
        chargeCents: p.chargeCents,
        shipmentNumber: p.shipmentNumber,
        receivedAt: (p.events[0]?.at ?? new Date(0)).toISOString(),
        handedOver: handedOverOf(p, account.handovers),
      })),
      shipments: account.shipments.map((s) => ({
        number: s.number,
        parcels: s.parcels,
        chargeCents: s.chargeCents,
        packedAt: s.packedAt.toISOString(),
      })),
      statement: statementResponse(account.statement),
      notices: account.notices.map((n) => ({
        subject: n.subject,
        queuedAt: n.queuedAt.toISOString(),
        state: n.state,
        sentAt: n.sentAt?.toISOString() ?? null,
      })),
    },
  };
}

export const sentLinkSchema = z.object({ sentTo: z.string() });
export const destinationResponseSchema = z.object({ destination: z.enum(DESTINATIONS) });
export const signInBlockSchema = z.object({ blocked: z.boolean(), reason: z.nullable(z.string()) });
