export interface TimeZoneGroup {
  /** "Europe", "America", … or "Other" for zones without a region, such as UTC. */
  region: string;
  zones: { value: string; label: string }[];
}

const OTHER = 'Other';

/** "America/Argentina/Buenos_Aires" reads "Argentina / Buenos Aires". */
const labelOf = (zone: string, region: string) =>
  (region === OTHER ? zone : zone.slice(region.length + 1))
    .replaceAll('_', ' ')
    .replaceAll('/', ' / ');

/**
 * The time zones to offer, grouped by region and sorted. `extra` zones are always offered
 * (V8 leaves UTC out of Intl.supportedValuesOf, and the saved zone must be choosable even
 * if this browser does not list it).
 */
export function timeZoneGroups(
  supported: readonly string[],
  extra: readonly string[] = [],
): TimeZoneGroup[] {
  const groups = new Map<string, TimeZoneGroup['zones']>();
  for (const zone of new Set([...supported, ...extra])) {
    if (!zone) continue;
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : OTHER;
    const zones = groups.get(region) ?? [];
    zones.push({ value: zone, label: labelOf(zone, region) });
    groups.set(region, zones);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([region, zones]) => ({
      region,
      zones: zones.sort((a, b) => a.label.localeCompare(b.label)),
    }));
}

/** The browser's time zones (IANA names). */
export const supportedTimeZones = (): string[] => Intl.supportedValuesOf('timeZone');
