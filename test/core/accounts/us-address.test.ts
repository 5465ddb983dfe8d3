import { describe, expect, it } from 'vitest';
import { usShippingAddress } from '../../../core/accounts/us-address.js';
import { PLACEHOLDER_IDENTITY, warehouseLine } from '../../../core/shared/business-identity.js';
import { PRODUCTION_IDENTITY_ENV as ID } from '../../support/production-identity.js';

const identity = {
  ...PLACEHOLDER_IDENTITY,
  warehouseStreet: ID.WAREHOUSE_STREET,
  warehouseCity: ID.WAREHOUSE_CITY,
  warehouseState: ID.WAREHOUSE_STATE,
  warehouseZip: ID.WAREHOUSE_ZIP,
  warehousePhone: ID.WAREHOUSE_PHONE,
};

describe('usShippingAddress', () => {
  const address = usShippingAddress(identity, {
    firstName: 'Amina',
    lastName: 'Yusuf',
    accountId: 'KX100234',
  });

  it('gives each line as a US checkout labels it, the account ID as the suite', () => {
    expect(address.lines).toEqual([
      { label: 'Full name', value: 'Amina Yusuf' },
      { label: 'Address line 1', value: '211 Quigley Boulevard' },
      { label: 'Address line 2', value: 'Suite KX100234' },
      { label: 'City', value: 'New Castle' },
      { label: 'State', value: 'DE' },
      { label: 'ZIP code', value: '19720' },
      { label: 'Country', value: 'United States' },
      { label: 'Phone', value: '+1 302 555 0142' },
    ]);
  });

  it('reads whole as a parcel label, every line of the form in it', () => {
    expect(address.text).toBe(
      'Amina Yusuf\n211 Quigley Boulevard\nSuite KX100234\nNew Castle, DE 19720\nUnited States\nPhone: +1 302 555 0142',
    );
    for (const line of address.lines) expect(address.text).toContain(line.value);
  });

  it('is the warehouse the contact page shows, with the suite added', () => {
    expect(warehouseLine(identity)).toBe('211 Quigley Boulevard, New Castle, DE 19720, USA');
  });
});
