/** Date texts of the auction screens. Dates without a zone are taken as the site's local time. */
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

/** An ISO 8601 instant with its zone, as the server stamps records (2026-11-01T12:00:00.000Z, ...+02:00). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * DD-MMM-YYYY, e.g. 05-Nov-2026; "" when there is no date. A date alone is shown as written;
 * an instant with its zone is the day it is in the given time zone (the site's), as the lineup time.
 */
export function formatStockDate(value: string | null | undefined, timeZone?: string): string {
  const p = calendarParts(value, timeZone);
  return p ? `${pad(p.day)}-${months[p.month - 1]}-${p.year}` : '';
}

/** The calendar parts of a value: an instant with its zone in the given time zone, anything else as written. */
function calendarParts(value: string | null | undefined, timeZone: string | undefined): Parts | null {
  return value && timeZone && isoInstant.test(value) ? zonedParts(new Date(value), timeZone) : parts(value);
}

/**
 * Month-day with time, e.g. 11-05 9:30 AM: an instant with its zone (the server's UTC stamp)
 * in the given time zone (the site's); a date and time without a zone as written.
 */
export function formatMonthDayTime(value: string | null | undefined, timeZone?: string): string {
  const p = value && isoInstant.test(value) ? zonedParts(new Date(value), timeZone) : parts(value);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${pad(p.month)}-${pad(p.day)} ${hour12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Formats made so far, by their options and zone: making one costs far more than using it
 * (about a millisecond on a tablet), and a list of 25 rows formats its dates with a handful.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** An en-US format in a time zone (the site's); in the device's own when none or an unknown one is given. */
function zonedFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

/** The calendar parts of an instant in a time zone (the device's when none or an unknown one is given). */
function zonedParts(date: Date, timeZone: string | undefined): Parts | null {
  if (Number.isNaN(date.getTime())) return null;
  const format = zonedFormat({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }, timeZone);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/**
 * A moment (an ISO instant with its zone) as DD-MMM-YYYY h:mm AM in the given time zone
 * (the site's), e.g. 01-Nov-2026 1:06 AM; without a zone, or with an unknown one, in the
 * device's own. "" for anything that is not such an instant (no date, a date alone, "Yes"),
 * so a caller can show other texts as they are.
 */
export function formatTimestamp(value: string | null | undefined, timeZone?: string): string {
  if (!value || !isoInstant.test(value)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const format = zonedFormat({ year: 'numeric', month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true }, timeZone);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/**
 * The name of a time zone as people say it ("Central Time"), the device's when none or an unknown
 * one is given: said once on a screen whose times are all in it.
 */
export function timeZoneLabel(timeZone?: string): string {
  const name = (style: 'longGeneric' | 'long') =>
    zonedFormat({ timeZoneName: style }, timeZone)
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  // A zone with no generic name (UTC) is named by its offset ("GMT+00:00"): its own name says more.
  const generic = name('longGeneric');
  if (generic && !/^GMT[+-]/.test(generic)) return generic;
  return name('long') ?? generic ?? zonedFormat({}, timeZone).resolvedOptions().timeZone;
}

/**
 * The clock time of a moment (epoch milliseconds) with its seconds, e.g. 10:42:13 AM, in the
 * given time zone (the site's), as the live screens say when they last read their data.
 */
export function formatClockTime(at: number, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return zonedFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true }, timeZone).format(date);
}
