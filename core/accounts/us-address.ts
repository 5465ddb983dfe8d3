import type { BusinessIdentity } from '../shared/business-identity.js';

/** Whose address it is: the name parcels are addressed to and the account ID that is their suite. */
export interface AddressOwner {
  firstName: string;
  lastName: string;
  accountId: string;
}

/** One line of the address as a US shop's checkout form asks for it. */
export interface AddressLine {
  label: string;
  value: string;
}

/**
 * The US address a customer gives their shops: the warehouse, with the account ID as the suite, which is how a
 * parcel that arrives there is matched to its owner. Each line as a checkout form labels it, and the whole as a
 * parcel's label reads it, to paste at once.
 */
export function usShippingAddress(
  identity: BusinessIdentity,
  owner: AddressOwner,
): { lines: AddressLine[]; text: string } {
  const name = `${owner.firstName} ${owner.lastName}`;
  const suite = `Suite ${owner.accountId}`;
  const { warehouseStreet: street, warehouseCity: city, warehouseState: state } = identity;
  const { warehouseZip: zip, warehousePhone: phone } = identity;
  return {
    lines: [
      { label: 'Full name', value: name },
      { label: 'Address line 1', value: street },
      { label: 'Address line 2', value: suite },
      { label: 'City', value: city },
      { label: 'State', value: state },
      { label: 'ZIP code', value: zip },
      { label: 'Country', value: 'United States' },
      { label: 'Phone', value: phone },
    ],
    text: [name, street, suite, `${city}, ${state} ${zip}`, 'United States', `Phone: ${phone}`].join('\n'),
  };
}
