import { sessionStore } from '@/lib/web-storage';
import type { ComparedRestaurant } from './comparison-list';

/**
 * The comparison list, kept for the tab's session (sessionStorage) and per user: another account
 * signed in to the same tab starts with an empty list. `lastKey` is the last comparison key saved
 * to history (product-rules §7.4: the next one is saved only when its key differs).
 */
const KEY = 'forksure.comparison';

interface Entry {
  userId: string;
  list: ComparedRestaurant[];
  lastKey: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; entry: Entry | null } = { raw: null, entry: null };

function read(): Entry | null {
  let raw: string | null = null;
  try {
    raw = sessionStore()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.entry;
  let entry: Entry | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Entry>) : null;
    if (parsed && typeof parsed.userId === 'string' && Array.isArray(parsed.list)) {
      entry = { userId: parsed.userId, list: parsed.list, lastKey: typeof parsed.lastKey === 'string' ? parsed.lastKey : null };
    }
  } catch {
    entry = null;
  }
  cache = { raw, entry };
  return entry;
}

function write(entry: Entry): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the list lives until the page reloads.
    cache = { raw: JSON.stringify(entry), entry };
  }
  for (const listener of listeners) listener();
}

const EMPTY: ComparedRestaurant[] = [];

export const comparisonStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  list(userId: string | null): ComparedRestaurant[] {
    const entry = read();
    return userId && entry?.userId === userId ? entry.list : EMPTY;
  },
  lastKey(userId: string): string | null {
    const entry = read();
    return entry?.userId === userId ? entry.lastKey : null;
  },
  setList(userId: string, list: ComparedRestaurant[]): void {
    write({ userId, list, lastKey: this.lastKey(userId) });
  },
  setLastKey(userId: string, lastKey: string | null): void {
    write({ userId, list: this.list(userId), lastKey });
  },
};
