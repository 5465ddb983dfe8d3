/**
 * A box as `parcels receive` takes it: 30 × 20 × 10 cm, 2 kg by UPS unless said otherwise. What the CLI tests
 * and the browser journeys receive at the warehouse.
 */
export const boxArgs = ({ carrier = 'UPS', weightKg = 2 } = {}): string[] => [
  '--carrier',
  carrier,
  '--weight-kg',
  String(weightKg),
  '--length-cm',
  '30',
  '--width-cm',
  '20',
  '--height-cm',
  '10',
];
