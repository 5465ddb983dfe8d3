import { loadCustomers, memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { ClearCustomersUseCase } from '../../../core/customers/clear-customers.use-case.js';

describe('ClearCustomersUseCase', () => {
  it('empties the directory and says how many customers it held', async () => {
    const store = memoryStore();
    await loadCustomers(store.ports.customers, [
      { firstName: 'Amina', lastName: 'Yusuf', accountId: 'KX1', phoneNumber: null },
      { firstName: 'Otieno', lastName: 'Odhiambo', accountId: 'KX2', phoneNumber: '0712' },
    ]);
    const clear = new ClearCustomersUseCase(store);
    expect(await clear.execute()).toBe(2);
    expect(await store.ports.customers.count()).toBe(0);
    expect(await clear.execute()).toBe(0);
  });
});
