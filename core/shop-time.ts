// One shop time zone for everything staff and customers read (admin screens, e-mails, the CSV),
// always shown with the zone so a time is never ambiguous. Set by SHOP_TIME_ZONE.
export const DEFAULT_SHOP_TIME_ZONE = "Australia/Sydney";

/** True for a zone name the runtime knows (IANA, e.g. "Australia/Perth"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** "23 Nov 2026, 3:15 pm AEDT": a moment in the shop's zone, with the zone's abbreviation. */
export function formatShopTime(iso: string | null, zone: string): string {
  if (!iso) return "—";
  return formatter(
    `time|${zone}`,
    () =>
      new Intl.DateTimeFormat("en-AU", {
        timeZone: zone,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  ).format(new Date(iso));
}

/** "9 Jan 2027": a shop day ("2027-01-09") as people read it on a screen. */
export function formatDayKey(day: string): string {
  return formatter(
    "day|UTC",
    () => new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(`${day}T00:00:00Z`));
}

/** "23 November 2026": the calendar day in the shop's zone (a tax invoice's date). */
export function formatShopDate(iso: string, zone: string): string {
  return formatter(
    `date|${zone}`,
    () => new Intl.DateTimeFormat("en-AU", { timeZone: zone, dateStyle: "long" }),
  ).format(new Date(iso));
}

/** "2026-11-23 15:15:00 +11:00": the shop's local time with its offset, for spreadsheets (CSV). */
export function shopLocalTimestamp(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    formatter(
      `parts|${zone}`,
      () =>
        new Intl.DateTimeFormat("en-AU", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
          timeZoneName: "longOffset",
        }),
    )
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : String(parts.timeZoneName).replace("GMT", "");
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

type Offset = { minutes: number; text: string };

/**
 * shopLocalTimestamp for many instants (a CSV of a million orders): every zone's offset is a whole
 * number of quarter hours and changes only on a quarter hour of UTC, at most once a day. So the
 * zone is asked about each UTC day's first and last quarter hour: the same offset holds all day;
 * only on a day it changes is it asked about each quarter hour. The rest is arithmetic.
 */
export function shopTimestamper(zone: string): (iso: string) => string {
  const offsetAt = (ms: number): Offset | null => {
    const text = shopLocalTimestamp(new Date(ms).toISOString(), zone).slice(20);
    const m = /^([+-])(\d{2}):(\d{2})$/.exec(text);
    return m ? { text, minutes: (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) } : null;
  };
  // A day's offset, or null on a day it changes (then quarters holds each quarter hour's).
  const days = new Map<number, Offset | null>();
  const quarters = new Map<number, Offset | null>();
  const offsetOf = (ms: number): Offset | null => {
    const day = Math.floor(ms / DAY_MS);
    let whole = days.get(day);
    if (whole === undefined) {
      const first = offsetAt(day * DAY_MS);
      const last = offsetAt((day + 1) * DAY_MS - QUARTER_HOUR_MS);
      whole = first && last && first.text === last.text ? first : null;
      days.set(day, whole);
    }
    if (whole) return whole;
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = quarters.get(quarter);
    if (offset === undefined) quarters.set(quarter, (offset = offsetAt(quarter * QUARTER_HOUR_MS)));
    return offset;
  };
  return (iso) => {
    const ms = Date.parse(iso);
    const offset = Number.isNaN(ms) ? null : offsetOf(ms);
    if (!offset) return shopLocalTimestamp(iso, zone);
    const local = new Date(ms + offset.minutes * 60_000).toISOString();
    return `${local.slice(0, 10)} ${local.slice(11, 19)} ${offset.text}`;
  };
}

/** "2026-11-23": the calendar day of an instant in the shop's zone (a key for daily figures). */
export function shopDayKey(iso: string, zone: string): string {
  return shopLocalTimestamp(iso, zone).slice(0, 10);
}

function offsetMinutes(instant: number, zone: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(shopLocalTimestamp(new Date(instant).toISOString(), zone))!;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The instant a shop day ("2026-11-23") begins: local midnight, whatever daylight saving does. */
export function shopDayStart(dayKey: string, zone: string): Date {
  return shopWallTime(dayKey, 0, zone);
}

/** The instant the shop's clock shows `hour`:00 on `dayKey`, whatever daylight saving does. */
export function shopWallTime(dayKey: string, hour: number, zone: string): Date {
  const [y, mo, d] = dayKey.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, hour);
  // The offset at that hour may differ from the offset a few hours either side of it.
  let at = wall - offsetMinutes(wall, zone) * 60_000;
  at = wall - offsetMinutes(at, zone) * 60_000;
  return new Date(at);
}

/** The shop day `n` days after `dayKey` (negative for before). */
export function addShopDays(dayKey: string, n: number): string {
  const [y, mo, d] = dayKey.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of the shop week holding `dayKey` (Australian weeks start on Monday). */
export function shopWeekStart(dayKey: string): string {
  const [y, mo, d] = dayKey.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay(); // 0 = Sunday
  return addShopDays(dayKey, -((weekday + 6) % 7));
}
