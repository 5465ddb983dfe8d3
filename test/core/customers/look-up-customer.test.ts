import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { LookUpCustomerUseCase } from '../../../core/customers/look-up-customer.use-case.js';
import { maskPhone } from '../../../core/customers/mask-phone.js';

async function directoryWith(...rows: [string, string, string, string | null][]) {
  const store = memoryStore();
  await store.run(({ customers }) =>
    customers.upsertMany(
      rows.map(([firstName, lastName, accountId, phoneNumber]) => ({
        firstName,
        lastName,
        accountId,
        phoneNumber,
      })),
    ),
  );
  return new LookUpCustomerUseCase(store.ports.customers);
}

describe('LookUpCustomerUseCase', () => {
  it('finds one customer whatever the case and spacing, with the phone masked', async () => {
    const lookUp = await directoryWith(['Mary Ann', 'Wanjiku', 'KX100200', '+254712345678']);
    expect(await lookUp.execute({ firstName: '  mary   ANN ', lastName: 'wanjiku' })).toEqual({
      found: true,
      customer: { firstName: 'Mary Ann', accountId: 'KX100200', phoneNumber: '+•••••••••678' },
    });
  });

  it('answers not found, and shows nobody when several customers share the name', async () => {
    const lookUp = await directoryWith(
      ['John', 'Kamau', 'KX1', '0711111111'],
      ['John', 'Kamau', 'KX2', null],
    );
    expect(await lookUp.execute({ firstName: 'Jane', lastName: 'Kamau' })).toEqual({ found: false });
    expect(await lookUp.execute({ firstName: 'John', lastName: 'Kamau' })).toEqual({
      found: true,
      ambiguous: true,
    });
  });

  it('masks every digit but the last three', () => {
    expect(maskPhone('0712 345 678')).toBe('•••• ••• 678');
    expect(maskPhone('12')).toBe('12');
    expect(maskPhone(null)).toBeNull();
  });
});
