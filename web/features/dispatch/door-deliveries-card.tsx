import type { DoorDeliveriesResponse } from '../../../core/dispatch/api/dispatch-responses.schema.js';
import {
  deliveryDay,
  failedDeliveryText,
  homePhone,
  outForDeliveryText,
} from '../../../core/dispatch/door-delivery-words.js';
import { telLink } from '../../../core/shared/business-identity.js';
import { useDoorDeliveries } from './dispatch.api.js';

type Delivery = DoorDeliveriesResponse['deliveries'][number];

/** The door on one line, as the customer wrote it. */
const doorText = (a: Delivery['address']) =>
  `${a.street}${a.landmark ? ` (${a.landmark})` : ''}, ${a.town}, ${a.county} County`;

/** What the customer is told of one shipment: the rider and day, a failed try and the next, or the point. */
function DeliveryNews({ delivery }: { delivery: Delivery }) {
  const { rider, day, nextTry, lastFailure, point } = delivery;
  if (delivery.state === 'assigned' && rider && day)
    return (
      <p className="mt-1 text-slate-800">
        {outForDeliveryText(day, rider)},{' '}
        <a href={telLink(rider.phone)} className="font-medium text-brand-700 underline">
          {homePhone(rider.phone)}
        </a>
        . They will call you on the way.
      </p>
    );
  if (delivery.state === 'failed' && lastFailure && nextTry)
    return (
      <>
        <p className="mt-1 text-slate-800">{failedDeliveryText(lastFailure, nextTry, delivery.attempts)}</p>
        <p className="mt-2 text-slate-800">
          We will bring it to <strong>{doorText(delivery.address)}</strong>. If that is right, there is
          nothing to do. If not, change it before {deliveryDay(nextTry)}:
        </p>
        <a href="#delivery" className="mt-2 inline-block font-semibold text-brand-700 underline">
          Confirm or change the address
        </a>
      </>
    );
  if (delivery.state === 'moved' && point)
    return (
      <p className="mt-1 text-slate-800">
        We tried three times to bring it to your door. It now waits for you at <strong>{point.name}</strong>:{' '}
        {point.address}. Open {point.hours}. Collect it there with your collection code.
      </p>
    );
  return (
    <p className="mt-1 text-slate-800">
      Ready for your door. We will tell you the day and the rider as soon as it is given to one.
    </p>
  );
}

/**
 * The customer's shipments on their way to the door, each with the rider and day once given, a failed try and how
 * to confirm or change the address, or the point it moved to: nothing shows while none is on its way.
 */
export function DoorDeliveriesCard() {
  const { data } = useDoorDeliveries();
  if (!data || data.deliveries.length === 0) return null;
  return (
    <section
      aria-labelledby="door-deliveries-heading"
      className="rounded-xl border border-brand-300 bg-brand-50 p-5"
    >
      <h2 id="door-deliveries-heading" className="text-lg font-bold text-slate-900">
        On the way to your door
      </h2>
      <ul className="mt-3 space-y-4">
        {data.deliveries.map((delivery) => (
          <li key={delivery.reference} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-mono font-semibold text-slate-900">
              {delivery.reference}
              {delivery.parcels.length > 1 && (
                <span className="ml-2 font-sans text-sm font-normal text-slate-600">
                  {delivery.parcels.length} parcels
                </span>
              )}
            </p>
            <DeliveryNews delivery={delivery} />
          </li>
        ))}
      </ul>
    </section>
  );
}
