import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The simulator's durable state: customers, checkout sessions, portal sessions, subscriptions,
 * the events it sent and the idempotency keys it has seen, in `<dataDir>/billing/state.json`
 * (written whole, atomically, after each change), so a restart keeps everyone's plan.
 */
export interface SimCustomer {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SimCheckoutSession {
  id: string;
  customer: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  created: number;
}

export interface SimPortalSession {
  id: string;
  customer: string;
  returnUrl: string;
  created: number;
}

export interface SimSubscription {
  id: string;
  itemId: string;
  customer: string;
  priceId: string;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  canceledAt: number | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SimEventRecord {
  id: string;
  type: string;
  created: number;
  customer: string | null;
  delivery: string;
}

export interface SimIdempotentAnswer {
  requestHash: string;
  status: number;
  body: unknown;
  at: number;
}

export interface SimState {
  customers: Record<string, SimCustomer>;
  checkoutSessions: Record<string, SimCheckoutSession>;
  portalSessions: Record<string, SimPortalSession>;
  subscriptions: Record<string, SimSubscription>;
  events: SimEventRecord[];
  idempotency: Record<string, SimIdempotentAnswer>;
}

const EMPTY: SimState = { customers: {}, checkoutSessions: {}, portalSessions: {}, subscriptions: {}, events: [], idempotency: {} };
/** Events kept for the simulator's page. */
const EVENT_LOG_SIZE = 50;
/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_SECONDS = 24 * 60 * 60;

export interface SimStore {
  state: SimState;
  /** Writes the state after a change. */
  save(): void;
  logEvent(event: SimEventRecord): void;
}

export function openSimStore(dir: string): SimStore {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'state.json');
  const loaded = existsSync(file) ? { ...structuredClone(EMPTY), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<SimState>) } : structuredClone(EMPTY);
  // Ids come from URLs: maps without a prototype, so `constructor` or `__proto__` is simply unknown.
  const byId = <T>(map: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, map);
  const state: SimState = {
    customers: byId(loaded.customers),
    checkoutSessions: byId(loaded.checkoutSessions),
    portalSessions: byId(loaded.portalSessions),
    subscriptions: byId(loaded.subscriptions),
    events: loaded.events,
    idempotency: byId(loaded.idempotency),
  };
  const save = () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [key, answer] of Object.entries(state.idempotency)) if (answer.at < now - IDEMPOTENCY_SECONDS) delete state.idempotency[key];
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, file);
  };
  return {
    state,
    save,
    logEvent: (event) => {
      state.events.unshift(event);
      state.events.length = Math.min(state.events.length, EVENT_LOG_SIZE);
      save();
    },
  };
}
