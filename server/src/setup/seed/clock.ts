import { todayIn } from '@bunkhouse/contract';

/** The business time zone of the environment (the server's setting), New York when unset or unknown. */
export function businessTimeZone() {
  const zone = process.env.BUSINESS_TIMEZONE || 'America/New_York';
  try {
    todayIn(zone);
    return zone;
  } catch {
    return 'America/New_York';
  }
}

export const businessToday = () => todayIn(businessTimeZone());

/** A business-hours instant of a day: `at(day, minutes after midnight)`, as `instants` makes it. */
export type InstantOf = (day: string, minute: number) => string;

/**
 * Instants of the business time zone ('2026-09-01 08:00:00 America/New_York'); today's no later than
 * the minute it is now (nothing happens in the future).
 */
export function instants(today: string): InstantOf {
  const zone = businessTimeZone();
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [hour, minute] = clock.format(new Date()).split(':').map(Number) as [number, number];
  const latestToday = todayIn(zone) === today ? hour * 60 + minute : 24 * 60 - 1;
  return (day, planned) => {
    const m = day === today ? Math.min(planned, latestToday) : planned;
    return `${day} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00 ${zone}`;
  };
}
