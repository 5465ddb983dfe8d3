/**
 * A Kenyan mobile number as M-Pesa wants it: 2547XXXXXXXX or 2541XXXXXXXX. Customers type 07…, 01…, 7…, +254 7…,
 * 254-7…; spaces, hyphens, dots and brackets are ignored. Undefined when it is no Safaricom-form mobile number.
 */
export function mpesaPhone(typed: string): string | undefined {
  const digits = typed.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)?([17]\d{8})$/.exec(digits);
  return match ? `254${match[1] ?? ''}` : undefined;
}

/** A phone number as logs and staff pages may show it: the last three digits only. */
export const maskedPhone = (phone: string): string =>
  `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;
