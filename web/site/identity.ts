import {
  type BusinessIdentity,
  PLACEHOLDER_IDENTITY,
  businessIdentitySchema,
} from '../../core/site/business-identity.js';

/** The server writes the configured identity into index.html; without it (tests, dev) the placeholders apply. */
function readIdentity(): BusinessIdentity {
  const block = document.getElementById('business-identity')?.textContent;
  if (!block) return PLACEHOLDER_IDENTITY;
  try {
    const parsed = businessIdentitySchema.safeParse(JSON.parse(block));
    return parsed.success ? parsed.data : PLACEHOLDER_IDENTITY;
  } catch {
    return PLACEHOLDER_IDENTITY;
  }
}

export const identity: BusinessIdentity = readIdentity();

export const isMobileDevice = (): boolean => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
