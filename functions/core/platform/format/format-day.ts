/** dd-mm-yyyy (the admin screens' date format, spec section 9) of an ISO date or time, by its UTC date; null if none. */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
