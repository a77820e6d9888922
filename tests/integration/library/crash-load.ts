import type { TestUser } from '../support/runtime';
import type { CrashLedger, Outcome } from './crash-ledger';
import { restaurantCopy, subOf } from './saved-support';

/**
 * A save/unsave/tag load of parallel lanes on the runtime at `baseUrl`, each lane a loop of
 * requests one after the other, so that what each answer means is known (crash-ledger.ts). A lane
 * ends when its request gets no answer: the server was killed under it.
 */
export interface LoadUser {
  user: TestUser;
  /** Restaurants saved and unsaved in turn, one lane each (a user at a plan limit). */
  toggled: string[];
  /** Lanes that save a new restaurant each time and unsave every other one (they stay as answered). */
  savingLanes: number;
  /** Lanes that create a tag, put it on a restaurant and delete every other one (premium users). */
  tagLanes: number;
}

export interface RunningLoad {
  /** Answers received so far (any status). */
  answered(): number;
  /** Statuses that no request of this load may get (5xx other than 503, 4xx other than the limit's 429). */
  unexpected: string[];
  /** Resolves when every lane has ended (after the crash). */
  ended: Promise<void>;
}

/** Bounds one request: a server that hangs fails the lane instead of holding the test. */
const REQUEST_LIMIT_MS = 30_000;

export function startLoad(baseUrl: string, users: LoadUser[], ledger: CrashLedger, round: number): RunningLoad {
  let answered = 0;
  const unexpected: string[] = [];

  /** One request: its outcome, or 'unknown' when no answer came (then the lane stops). */
  async function send(user: TestUser, method: string, path: string, body?: unknown): Promise<{ outcome: Outcome; json?: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${user.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      });
    } catch {
      return { outcome: 'unknown' };
    }
    const text = await res.text().catch(() => '');
    answered++;
    if (res.status < 300) return { outcome: 'acked', json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    // Overload and gateway timeouts answer 503: the function may still have run.
    if (res.status === 503) return { outcome: 'unknown' };
    const limitRefusal = res.status === 429 && method === 'PUT' && path.startsWith('/me/saved/');
    if (!limitRefusal) unexpected.push(`${method} ${path} answered ${res.status} ${text.slice(0, 200)}`);
    return { outcome: 'refused' };
  }

  async function toggleLane(user: TestUser, restaurantId: string): Promise<void> {
    const sub = subOf(user);
    const path = `/me/saved/${encodeURIComponent(restaurantId)}`;
    for (let save = true; ; save = !save) {
      const { outcome } = await (save ? send(user, 'PUT', path, restaurantCopy(restaurantId)) : send(user, 'DELETE', path));
      ledger.record(sub, `saved:${restaurantId}`, save ? 'stored' : 'absent', outcome);
      if (outcome !== 'unknown') continue;
      ledger.unansweredOn(sub, 'saved');
      return;
    }
  }

  async function savingLane(user: TestUser, lane: number): Promise<void> {
    const sub = subOf(user);
    for (let n = 0; ; n++) {
      const restaurantId = `demo-round${round}-lane${lane}-${n}`;
      const path = `/me/saved/${restaurantId}`;
      const saved = await send(user, 'PUT', path, restaurantCopy(restaurantId));
      ledger.record(sub, `saved:${restaurantId}`, 'stored', saved.outcome);
      if (saved.outcome === 'unknown') return ledger.unansweredOn(sub, 'saved');
      if (n % 2 === 0) continue;
      const unsaved = await send(user, 'DELETE', path);
      ledger.record(sub, `saved:${restaurantId}`, 'absent', unsaved.outcome);
      if (unsaved.outcome === 'unknown') return ledger.unansweredOn(sub, 'saved');
    }
  }

  async function tagLane(user: TestUser, lane: number): Promise<void> {
    const sub = subOf(user);
    const restaurantId = `demo-tagged-${lane}`;
    for (let n = 0; ; n++) {
      const created = await send(user, 'POST', '/me/tags', { name: `Round ${round} lane ${lane} #${n}` });
      if (created.outcome === 'unknown') return ledger.unansweredOn(sub, 'tags');
      if (created.outcome !== 'acked') continue;
      const tagId = String(created.json!.id);
      ledger.record(sub, `tag:${tagId}`, 'stored', 'acked');

      const link = `link:${restaurantId}/${tagId}`;
      const tagged = await send(user, 'PUT', `/me/restaurants/${restaurantId}/tags/${tagId}`, restaurantCopy(restaurantId));
      ledger.record(sub, link, 'stored', tagged.outcome);
      if (tagged.outcome === 'unknown') return;
      if (n % 2 === 0) continue;

      const deleted = await send(user, 'DELETE', `/me/tags/${tagId}`);
      // Deleting a tag takes its uses with it.
      ledger.record(sub, `tag:${tagId}`, 'absent', deleted.outcome);
      ledger.record(sub, link, 'absent', deleted.outcome);
      if (deleted.outcome === 'unknown') return ledger.unansweredOn(sub, 'tags');
    }
  }

  const lanes = users.flatMap(({ user, toggled, savingLanes, tagLanes }) => [
    ...toggled.map((id) => toggleLane(user, id)),
    ...Array.from({ length: savingLanes }, (_, lane) => savingLane(user, lane)),
    ...Array.from({ length: tagLanes }, (_, lane) => tagLane(user, lane)),
  ]);
  return { answered: () => answered, unexpected, ended: Promise.all(lanes).then(() => undefined) };
}
