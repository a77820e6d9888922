/**
 * `node:test` for test files run by jest (jest.config.js maps the module here), so the unit tests
 * written for node's runner run unchanged. It maps only what the tests use; anything else throws a
 * clear error instead of passing silently:
 * - test/it/describe with an optional options object: `{ skip: reason | false }`, `{ todo }`,
 *   `{ timeout }` (jest's per-test time limit), and `.skip`/`.todo`/`.only`;
 * - before/after/beforeEach/afterEach (node's before/after are jest's beforeAll/afterAll);
 * - the test context `t`: `t.after(fn)` (runs after the test, pass or fail, in the order added),
 *   `t.diagnostic(text)` (printed), `t.mock.method(object, name, fn)` (restored after the test),
 *   `t.mock.timers.enable({ apis: ['Date'], now })` and `t.mock.timers.tick(ms)` (jest's fake clock,
 *   only the APIs asked for; real timers again after the test), `t.name`, `t.signal`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe as jestDescribe, jest, test as jestTest } from '@jest/globals';

type Hook = () => unknown;
type Options = { skip?: boolean | string; todo?: boolean | string; only?: boolean; timeout?: number; concurrency?: unknown };
type TestFn = (t: TestContext) => unknown;
type SuiteFn = (s: { name: string }) => void;

/** The fake-timer APIs jest knows; node's `apis` names the ones to fake, jest's `doNotFake` the rest. */
const fakeableApis = [
  'Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
  'setTimeout', 'clearTimeout',
] as const;
type FakeableApi = (typeof fakeableApis)[number];

export class TestContext {
  readonly #afters: Hook[] = [];
  readonly #controller = new AbortController();
  #fakeTimers = false;

  constructor(readonly name: string) {}

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  after(fn: Hook): void {
    this.#afters.push(fn);
  }

  diagnostic(message: string): void {
    console.log(`# ${this.name}: ${message}`);
  }

  readonly mock = {
    method: <T extends object>(object: T, name: keyof T & string, implementation?: (...args: never[]) => unknown) => {
      // jest's spy types want the method's own signature; the test already chose a compatible one.
      const spy = jest.spyOn(object as Record<string, (...args: unknown[]) => unknown>, name);
      if (implementation) spy.mockImplementation(implementation as (...args: unknown[]) => unknown);
      this.#afters.push(() => spy.mockRestore());
      return spy;
    },
    timers: {
      enable: (options: { apis?: string[]; now?: number | Date } = {}) => {
        const apis = options.apis ?? ['setTimeout', 'setInterval', 'setImmediate', 'Date'];
        const unknown = apis.filter((api) => !fakeableApis.includes(api as FakeableApi));
        if (unknown.length) throw new Error(`node-test-shim: t.mock.timers cannot fake ${unknown.join(', ')}`);
        const doNotFake = fakeableApis.filter((api) => !apis.includes(api) && !(api.startsWith('clear') && apis.includes(api.replace('clear', 'set'))));
        jest.useFakeTimers({ now: options.now ?? 0, doNotFake: [...doNotFake] });
        this.#fakeTimers = true;
      },
      tick: (milliseconds: number) => {
        jest.advanceTimersByTime(milliseconds);
      },
      reset: () => {
        jest.useRealTimers();
        this.#fakeTimers = false;
      },
    },
  };

  async run(fn: TestFn): Promise<void> {
    try {
      await fn(this);
    } finally {
      this.#controller.abort();
      if (this.#fakeTimers) this.mock.timers.reset();
      for (const hook of this.#afters) await hook();
    }
  }
}

function parse<F>(args: unknown[]): { name: string; options: Options; fn?: F } {
  const [first, second, third] = args;
  if (typeof first === 'function') return { name: first.name || '<anonymous>', options: {}, fn: first as F };
  const name = String(first ?? '<anonymous>');
  if (typeof second === 'function') return { name, options: {}, fn: second as F };
  return { name, options: (second as Options | undefined) ?? {}, fn: third as F | undefined };
}

/** A skip or todo reason is part of the name, so the report says why the test did not run. */
function labelled(name: string, reason: boolean | string | undefined): string {
  return typeof reason === 'string' && reason ? `${name} # ${reason}` : name;
}

function defineTest(...args: unknown[]): void {
  const { name, options, fn } = parse<TestFn>(args);
  if (options.skip) return jestTest.skip(labelled(name, options.skip), () => {});
  if (options.todo || !fn) return jestTest.todo(labelled(name, options.todo));
  const body = () => new TestContext(name).run(fn);
  if (options.only) return jestTest.only(name, body, options.timeout);
  jestTest(name, body, options.timeout);
}

function defineSuite(...args: unknown[]): void {
  const { name, options, fn } = parse<SuiteFn>(args);
  if (options.skip || options.todo || !fn) return jestDescribe.skip(labelled(name, options.skip || options.todo), () => {
    jestTest.skip('(suite skipped)', () => {});
  });
  (options.only ? jestDescribe.only : jestDescribe)(name, () => {
    const result = fn({ name }) as unknown;
    if (result instanceof Promise) throw new Error(`node-test-shim: describe('${name}') returned a promise; jest collects tests synchronously`);
  });
}

type TestApi = typeof defineTest & { skip: typeof defineTest; todo: typeof defineTest; only: typeof defineTest };
type SuiteApi = typeof defineSuite & { skip: typeof defineSuite; todo: typeof defineSuite; only: typeof defineSuite };

const withModifiers = <F extends (...args: unknown[]) => void>(define: F) =>
  Object.assign(define, {
    skip: (...args: unknown[]) => define(...withOption(args, { skip: true })),
    todo: (...args: unknown[]) => define(...withOption(args, { todo: true })),
    only: (...args: unknown[]) => define(...withOption(args, { only: true })),
  });

function withOption(args: unknown[], extra: Options): unknown[] {
  const { name, options, fn } = parse<unknown>(args);
  return [name, { ...options, ...extra }, fn];
}

export const test = withModifiers(defineTest) as TestApi;
export const it = test;
export const describe = withModifiers(defineSuite) as SuiteApi;
export const suite = describe;

const hook = (register: typeof beforeAll) => (fn: Hook, options: Options = {}) =>
  register(async () => {
    await fn();
  }, options.timeout);

export const before = hook(beforeAll);
export const after = hook(afterAll);
const beforeEachHook = hook(beforeEach);
const afterEachHook = hook(afterEach);
export { beforeEachHook as beforeEach, afterEachHook as afterEach };

/** Module-level `mock` (node:test's `mock.method`, `mock.timers`) is not used by the tests; say so if one starts. */
export const mock = new Proxy({}, {
  get(_target, property) {
    throw new Error(`node-test-shim: top-level mock.${String(property)} is not mapped to jest; use the test context (t.mock) or add it to tests/jest/node-test-shim.ts`);
  },
});

export default test;
