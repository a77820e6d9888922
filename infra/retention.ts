import { RetentionDays } from 'aws-cdk-lib/aws-logs';

const ALLOWED = new Set(Object.values(RetentionDays).filter((v): v is number => typeof v === 'number'));

/** CloudWatch accepts only certain retention periods; refuse others at synth, not at deploy. */
export function retention(days: number): RetentionDays {
  if (!ALLOWED.has(days)) {
    throw new Error(`logRetentionDays must be one of ${[...ALLOWED].sort((a, b) => a - b).join(', ')}; got ${days}`);
  }
  return days as RetentionDays;
}
