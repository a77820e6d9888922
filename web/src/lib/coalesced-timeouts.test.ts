import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { createCoalescedTimeouts } from './coalesced-timeouts';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

test('a hundred query timeouts keep one platform timer, and each still fires once at its own time', () => {
  const timeouts = createCoalescedTimeouts();
  const fired: number[] = [];
  for (let i = 0; i < 100; i += 1) timeouts.setTimeout(() => fired.push(i), 1_000 + (i % 10) * 1_000);
  expect(jest.getTimerCount()).toBe(1);

  jest.advanceTimersByTime(999);
  expect(fired).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(fired).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  jest.advanceTimersByTime(9_000);
  expect(fired).toHaveLength(100);
  expect(new Set(fired).size).toBe(100);
  expect(jest.getTimerCount()).toBe(0);
});

test('an earlier timeout arms the platform timer sooner; a cleared one never fires', () => {
  const timeouts = createCoalescedTimeouts();
  const fired: string[] = [];
  timeouts.setTimeout(() => fired.push('late'), 60_000);
  const cleared = timeouts.setTimeout(() => fired.push('cleared'), 10_000);
  timeouts.setTimeout(() => fired.push('soon'), 5_000);
  timeouts.clearTimeout(cleared);

  jest.advanceTimersByTime(5_000);
  expect(fired).toEqual(['soon']);
  jest.advanceTimersByTime(55_000);
  expect(fired).toEqual(['soon', 'late']);
});

test('a timeout set by a firing one, and a delay past the platform limit, fire on time and not before', () => {
  const timeouts = createCoalescedTimeouts();
  const fired: string[] = [];
  const thirtyDays = 30 * 24 * 3_600_000;
  timeouts.setTimeout(() => fired.push('month'), thirtyDays);
  timeouts.setTimeout(() => timeouts.setTimeout(() => fired.push('chained'), 1_000), 1_000);

  jest.advanceTimersByTime(2_000);
  expect(fired).toEqual(['chained']);
  jest.advanceTimersByTime(thirtyDays - 2_001);
  expect(fired).toEqual(['chained']);
  jest.advanceTimersByTime(1);
  expect(fired).toEqual(['chained', 'month']);
});

test('a callback that throws does not keep the others due with it from running', async () => {
  const timeouts = createCoalescedTimeouts();
  const fired: string[] = [];
  const thrown: unknown[] = [];
  const queue = jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
    try {
      task();
    } catch (error) {
      thrown.push(error);
    }
  });
  timeouts.setTimeout(() => {
    throw new Error('first');
  }, 1_000);
  timeouts.setTimeout(() => fired.push('second'), 1_000);
  jest.advanceTimersByTime(1_000);
  queue.mockRestore();
  expect(fired).toEqual(['second']);
  expect(thrown).toEqual([new Error('first')]);
});
