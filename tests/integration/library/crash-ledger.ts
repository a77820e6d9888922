/**
 * What a client knows after requests that may have been cut by a crash: per thing a user may have
 * stored (a saved restaurant, a tag, a tag on a restaurant), whether it must be stored, must be
 * absent, or may be either. An answered write (2xx) decides; a refused one (4xx) changes nothing; a
 * request without an answer (the server died, or answered 503) may or may not have happened.
 */
export type Outcome = 'acked' | 'refused' | 'unknown';
export type Expected = 'stored' | 'absent' | 'either';

export class CrashLedger {
  private readonly states = new Map<string, Expected>();
  private readonly unanswered = new Map<string, number>();

  /** One request's effect on `thing` (e.g. `saved:<id>`) of `user`, and how it ended. */
  record(user: string, thing: string, effect: 'stored' | 'absent', outcome: Outcome): void {
    const key = `${user} ${thing}`;
    if (outcome === 'acked') this.states.set(key, effect);
    else if (outcome === 'unknown') this.states.set(key, 'either');
  }

  /** A request on one of the user's counters that got no answer: it may have left one unit of drift. */
  unansweredOn(user: string, counter: string): void {
    const key = `${user} ${counter}`;
    this.unanswered.set(key, (this.unanswered.get(key) ?? 0) + 1);
  }

  unansweredCount(user: string, counter: string): number {
    return this.unanswered.get(`${user} ${counter}`) ?? 0;
  }

  /** Every thing of `user` whose kind is `kind` (e.g. `saved`), with its id and what must hold. */
  things(user: string, kind: string): { id: string; expected: Expected }[] {
    const prefix = `${user} ${kind}:`;
    return [...this.states].filter(([key]) => key.startsWith(prefix)).map(([key, expected]) => ({ id: key.slice(prefix.length), expected }));
  }
}
