import { describe, expect, it } from 'vitest';
import { aQuoteRequest } from '../core/quotes/quote-request.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The quote request repository: the same behaviour on every adapter. */
export function quoteRequestsContract(name: string, open: OpenStorage): void {
  describe(`quote requests: ${name}`, () => {
    const storage = useStorage(open);

    it('stores quote requests with and without special requirements', async () => {
      const plain = aQuoteRequest();
      const special = aQuoteRequest({ specialRequirements: 'Gift wrap, please', quantity: 1 });
      await storage.unitOfWork.run(async ({ quoteRequests }) => {
        await quoteRequests.add(plain);
        await quoteRequests.add(special);
      });
      expect(await storage.reads.quoteRequests.findById(plain.id)).toEqual(plain);
      expect(await storage.reads.quoteRequests.findById(special.id)).toEqual(special);
    });
  });
}
