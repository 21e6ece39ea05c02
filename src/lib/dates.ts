/** Date texts of the auction screens (spec 02, section 9). Dates without a zone are taken as the site's local time. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Reads the calendar parts as written ("2026-11-05", "2026-11-05 14:30:00", ISO with zone): no time-zone shift. */
function parts(value: string | null | undefined): Parts | null {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD-MMM-YYYY, e.g. 05-Nov-2026; "" when there is no date. */
export function formatStockDate(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${pad(p.day)}-${months[p.month - 1]}-${p.year}` : '';
}

/** Month-day with time, e.g. 11-05 2:30 PM. */
export function formatMonthDayTime(value: string | null | undefined): string {
  const p = parts(value);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${pad(p.month)}-${pad(p.day)} ${hour12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

const instantFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant with its zone (ISO 8601, e.g. a scan's created_at) in the viewer's local time: "Nov 1, 2026, 6:40 AM"; "" when unreadable. */
export function formatInstant(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : instantFormat.format(time);
}
