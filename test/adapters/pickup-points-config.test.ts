import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.js';
import { jubaOfficePhone } from '../../core/shared/business-identity.js';
import { PLACEHOLDER_PICKUP_POINTS } from '../../core/shared/pickup-points.js';
import { DELIVERY_SETTINGS } from '../../adapters/delivery/delivery.config.js';

const ELDORET = { id: 'eldoret', name: 'Eldoret', address: 'Uganda Road 3', hours: 'Mon–Fri 8–17' };

describe('PICKUP_POINTS and JUBA_OFFICE_HOURS', () => {
  it('offer the four cities by default, and the Juba office at the identity’s address and with its own phone', () => {
    const config = loadConfig({
      JUBA_OFFICE_ADDRESS: 'Hai Malakal, Juba',
      JUBA_OFFICE_HOURS: 'Daily 9–5',
      JUBA_OFFICE_PHONE: '+211 920 000 111',
      SUPPORT_PHONE: '+254 711 000 222',
    });
    const pickupPoints = DELIVERY_SETTINGS.of(config);
    const { identity } = config;
    expect(pickupPoints.kenya.map((p) => p.name)).toEqual(['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret']);
    expect(pickupPoints.kenya).toEqual(PLACEHOLDER_PICKUP_POINTS);
    expect(pickupPoints.juba).toEqual({
      id: 'juba',
      name: 'Juba office',
      address: 'Hai Malakal, Juba',
      hours: 'Daily 9–5',
      phone: '+211 920 000 111',
    });
    expect(identity.jubaOfficePhone).toBe('+211 920 000 111');
  });

  it('give the Juba office the support phone while JUBA_OFFICE_PHONE is unset', () => {
    const config = loadConfig({ SUPPORT_PHONE: '+254 711 000 222' });
    const pickupPoints = DELIVERY_SETTINGS.of(config);
    const { identity } = config;
    expect(pickupPoints.juba.phone).toBe('+254 711 000 222');
    expect(jubaOfficePhone(identity)).toBe('+254 711 000 222');
  });

  it('read the configured points', () => {
    expect(DELIVERY_SETTINGS.of(loadConfig({ PICKUP_POINTS: JSON.stringify([ELDORET]) })).kenya).toEqual([
      ELDORET,
    ]);
  });

  it.each([
    ['not JSON', '[{', /PICKUP_POINTS: must be JSON/],
    ['empty', '[]', /PICKUP_POINTS: must list at least one point/],
    [
      'a point without hours',
      JSON.stringify([{ ...ELDORET, hours: '' }]),
      /PICKUP_POINTS: 0\.hours: hours is required/,
    ],
    ['an id twice', JSON.stringify([ELDORET, ELDORET]), /PICKUP_POINTS: the id eldoret is taken/],
    ['the Juba office’s id', JSON.stringify([{ ...ELDORET, id: 'juba' }]), /the id juba is taken/],
    ['an id with capitals', JSON.stringify([{ ...ELDORET, id: 'Eldoret' }]), /0\.id: must be lower-case/],
  ])('stop start-up on %s, naming the variable', (_, value, message) => {
    expect(() => loadConfig({ PICKUP_POINTS: value })).toThrow(message);
  });
});
