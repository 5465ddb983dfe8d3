import type { DeliveryChoice } from '../../../core/delivery/delivery-choice.js';

/** A door in Nairobi (Object Mother): Wanjiru's flat off Ngong Road. Override what the test is about. */
export const aDoor = (
  overrides: Partial<Extract<DeliveryChoice, { method: 'door' }>> = {},
): Extract<DeliveryChoice, { method: 'door' }> => ({
  method: 'door',
  county: 'Nairobi',
  town: 'Kilimani',
  street: 'Argwings Kodhek Road, Block B flat 4',
  landmark: 'Yaya Centre',
  phone: '+254712345678',
  ...overrides,
});
