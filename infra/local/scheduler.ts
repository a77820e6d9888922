import type { ScheduledFunctionDef } from '../../functions/routes';
import { buildContext } from './http-api/event';
import type { LambdaHandler } from './http-api/handler-loader';

/**
 * Runs each scheduled function on its interval, as the EventBridge rules do in AWS, with an
 * EventBridge "Scheduled Event" payload. Runs once shortly after start too.
 */
export function startScheduler(options: {
  scheduled: ScheduledFunctionDef[];
  loadHandler: (entry: string) => Promise<LambdaHandler>;
  /** Overrides every interval (tests use a short one). */
  intervalMs?: number;
  log: (line: string) => void;
}): { stop(): void; runNow(name: string): Promise<unknown>; firstRunsDone(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const firstRuns: Promise<unknown>[] = [];
  const run = async (job: ScheduledFunctionDef) => {
    const id = crypto.randomUUID();
    const event = {
      version: '0',
      id,
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [`arn:aws:events:local:000000000000:rule/forksure-${job.name}`],
      detail: {},
    };
    try {
      const handler = await options.loadHandler(job.entry);
      return await handler(event, buildContext(`forksure-${job.name}`, id, 5 * 60_000));
    } catch (error) {
      options.log(`Scheduled job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  for (const job of options.scheduled) {
    const every = options.intervalMs ?? job.everyMinutes * 60_000;
    firstRuns.push(new Promise((resolve) => timers.push(setTimeout(() => void run(job).finally(() => resolve(undefined)), 2_000).unref())));
    timers.push(setInterval(() => void run(job), every).unref());
  }
  return {
    stop: () => timers.forEach((t) => clearInterval(t)),
    // Settles once each job's run shortly after start has ended (never if stopped before it began).
    firstRunsDone: async () => {
      await Promise.all(firstRuns);
    },
    runNow: async (name) => {
      const job = options.scheduled.find((j) => j.name === name);
      if (!job) throw new Error(`No scheduled function named ${name}`);
      return run(job);
    },
  };
}
