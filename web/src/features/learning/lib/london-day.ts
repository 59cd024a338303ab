/**
 * Today as the company's calendar counts it: the Europe/London day (yyyy-mm-dd), the day the server's expiry dates,
 * deadlines and the daily renewal run use. The viewer's own time zone would say a certificate is still valid (or
 * already expired) an hour either side of midnight when they are not in the UK.
 */
let formatter: Intl.DateTimeFormat | undefined;

export function londonToday(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd; built on first use (loading a zone's data is not free).
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatter.format(now);
}
