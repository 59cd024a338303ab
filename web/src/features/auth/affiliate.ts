/** An affiliate link (`/signup?afi=…`) is remembered on this browser until a signup uses it. */
const AFFILIATE_KEY = 'skillway.afi';
const MAX_LENGTH = 100;

export function rememberAffiliate(value: string | null): void {
  if (!value) return;
  const clean = value.trim().slice(0, MAX_LENGTH);
  if (!clean) return;
  try {
    localStorage.setItem(AFFILIATE_KEY, clean);
  } catch {
    // Storage blocked: the reference is simply not kept.
  }
}

function readAffiliate(): string | null {
  try {
    return localStorage.getItem(AFFILIATE_KEY);
  } catch {
    return null;
  }
}

export function forgetAffiliate(): void {
  try {
    localStorage.removeItem(AFFILIATE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The register call's `refer` (how the visitor came) and `refid` (the affiliate's reference). */
export function affiliateFields(): { refer?: string; refid?: string } {
  const refid = readAffiliate();
  return refid ? { refer: 'affiliate', refid } : {};
}
