/**
 * product-rules §9.3, /history: "Just now" under 1 hour, "n hours ago" under 24 hours, otherwise a date.
 * Times in the future (a clock slightly ahead) count as just now.
 */
export type RelativeTime = { kind: 'justNow' } | { kind: 'hoursAgo'; hours: number } | { kind: 'date'; date: Date };

const HOUR_MS = 60 * 60 * 1000;

export function relativeTime(createdAt: string, now: number): RelativeTime {
  const date = new Date(createdAt);
  const elapsed = now - date.getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return { kind: 'justNow' };
  const hours = Math.floor(elapsed / HOUR_MS);
  return hours < 24 ? { kind: 'hoursAgo', hours } : { kind: 'date', date };
}
