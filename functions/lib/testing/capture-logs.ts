import type { TestContext } from 'node:test';
import { Logger } from '@aws-lambda-powertools/logger';

export type LogLine = Record<string, unknown> & { level: string; message: string };

/**
 * A Powertools logger whose lines are captured instead of printed. With POWERTOOLS_DEV the logger
 * writes through the global console, which the test context mocks (restored after the test).
 */
export function capturingLogger(t: TestContext, functionName = 'test'): { logger: Logger; lines: LogLine[] } {
  const previous = process.env.POWERTOOLS_DEV;
  process.env.POWERTOOLS_DEV = 'true';
  const logger = new Logger({ serviceName: 'forksure-test', persistentKeys: { function: functionName } });
  if (previous === undefined) delete process.env.POWERTOOLS_DEV;
  else process.env.POWERTOOLS_DEV = previous;

  const lines: LogLine[] = [];
  const capture = (text: unknown) => {
    lines.push(JSON.parse(String(text)) as LogLine);
  };
  for (const method of ['debug', 'info', 'warn', 'error'] as const) t.mock.method(console, method, capture);
  return { logger, lines };
}
