/** A yyyy-mm-dd deadline as the admin screens show dates (dd-mm-yyyy); read as text, so no time zone can shift it. */
export function formatDeadline(value: string | null): string {
  if (!value) return 'None';
  const [year, month, day] = value.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : value;
}
