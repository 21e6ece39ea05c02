/**
 * The Servnet report's default dates (the rule: "default to the first and last day of the
 * previous month, YYYY-MM-DD"), from a given today so tests can choose it: the calendar of the
 * device (its local day), as a person reads the date on their screen.
 */
export interface DateRange {
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function previousMonthRange(today: Date): DateRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  // Day 0 of this month is the last day of the previous one; JavaScript dates roll January back to December.
  return { start: isoDay(new Date(year, month - 1, 1)), end: isoDay(new Date(year, month, 0)) };
}

/** Whether a text is a real calendar day as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}
