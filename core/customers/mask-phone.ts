/** Every digit but the last three hidden: enough for a customer to recognise their number, no more. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 3 ? digit : '•'));
}
