import { aUser } from '../accounts/user.mother.js';
import { loadCustomers, memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { LookUpCustomerUseCase } from '../../../core/customers/look-up-customer.use-case.js';
import { maskPhone } from '../../../core/customers/mask-phone.js';

async function directoryWith(...rows: [string, string, string, string | null][]) {
  return (await storeWith(...rows)).lookUp;
}

async function storeWith(...rows: [string, string, string, string | null][]) {
  const store = memoryStore();
  await store.run(({ customers }) =>
    loadCustomers(
      customers,
      rows.map(([firstName, lastName, accountId, phoneNumber]) => ({
        firstName,
        lastName,
        accountId,
        phoneNumber,
      })),
    ),
  );
  return { store, lookUp: new LookUpCustomerUseCase(store.ports.customers, store.ports.users) };
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

  it('finds an account made on this site once its address is verified, masked the same way', async () => {
    const { store, lookUp } = await storeWith(['John', 'Kamau', 'KX100300', '0711111111']);
    const amina = aUser({ firstName: 'Amina', lastName: 'Yusuf', accountId: 'KX100301' });
    await store.run(({ users }) => users.addIfEmailFree(amina));
    expect(await lookUp.execute({ firstName: 'amina', lastName: 'yusuf' })).toEqual({ found: false });
    await store.ports.users.update(amina.id, { isEmailVerified: true }, new Date());
    expect(await lookUp.execute({ firstName: 'amina', lastName: 'yusuf' })).toEqual({
      found: true,
      customer: { firstName: 'Amina', accountId: 'KX100301', phoneNumber: maskPhone(amina.phoneNumber) },
    });
    // A site account and an imported customer of one name are two customers: neither is shown.
    await store.run(({ users }) =>
      users.addIfEmailFree(
        aUser({
          email: 'john@example.com',
          firstName: 'John',
          lastName: 'Kamau',
          accountId: 'KX100302',
          isEmailVerified: true,
        }),
      ),
    );
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
