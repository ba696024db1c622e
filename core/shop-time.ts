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
