import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../../../shared/api/account-data';
import type { AuthContext } from '../../caller';
import type { Db } from '../../data/db';
import type { Item } from '../../data/expiry';
import { listFeedbackOfSender } from '../../data/feedback-repository';
import { listVerdictReportsOfSender } from '../../data/verdict-report-repository';
import { SK_PREFIX } from '../../data/keys';
import { GSI1, GSI2, TABLE_KEYS } from '../../data/table-definition';
import { listUserItems } from '../../data/user-partition-repository';
import type { IdentityPort } from '../../identity/port';
import * as clock from '../../clock';
import { readSubscriptionStatus } from '../billing/subscription-service';

/**
 * GET /me/data (product-rules §14.2): everything held about the caller. The whole `USER#<sub>`
 * partition is read and sorted into sections by sort key; an item no section claims goes to
 * `other`, so an entity added later is exported before anyone names it here. Feedback lives outside
 * the partition and is found by its sender index. Keys and index attributes are left out (they
 * only repeat the user id and dates).
 */
export interface AccountExportDeps {
  db: Db;
  identity: () => Pick<IdentityPort, 'getUser'>;
}

type Section = Exclude<keyof AccountExport, 'format' | 'exportedAt' | 'account' | 'profile' | 'allergies' | 'diets' | 'subscription' | 'feedback' | 'verdictReports'>;

/** Which section an item of the partition belongs to, by its sort key. */
const SECTION_BY_PREFIX: readonly [string, Section][] = [
  [SK_PREFIX.saved, 'savedPlaces'],
  [SK_PREFIX.tag, 'tags'],
  [SK_PREFIX.tagged, 'taggedPlaces'],
  [SK_PREFIX.searchHistory, 'searchHistory'],
  [SK_PREFIX.restaurantHistory, 'restaurantHistory'],
  [SK_PREFIX.comparison, 'comparisons'],
  [SK_PREFIX.menu, 'menus'],
  [SK_PREFIX.diner, 'dinerProfiles'],
  [SK_PREFIX.dailyUsage, 'usage'],
  ['TOTALS', 'usage'],
];

const INTERNAL_ATTRIBUTES = new Set<string>([
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  GSI1.partitionKey,
  GSI1.sortKey,
  GSI2.partitionKey,
  GSI2.sortKey,
]);

export async function exportAccountData(deps: AccountExportDeps, caller: AuthContext): Promise<AccountExport> {
  const [items, feedback, reports, account, subscription] = await Promise.all([
    listUserItems(deps.db, caller.userId),
    listFeedbackOfSender(deps.db, caller.userId),
    listVerdictReportsOfSender(deps.db, caller.userId),
    deps.identity().getUser(caller.cognitoUsername),
    readSubscriptionStatus(deps.db, caller.userId),
  ]);
  const sections: Record<Section, Record<string, unknown>[]> = {
    savedPlaces: [], tags: [], taggedPlaces: [], searchHistory: [], restaurantHistory: [], comparisons: [], menus: [], dinerProfiles: [], usage: [], other: [],
  };
  let profile: Record<string, unknown> | null = null;
  for (const item of items) {
    const sk = String(item[TABLE_KEYS.sortKey]);
    if (sk === 'PROFILE') {
      profile = plain(item);
      continue;
    }
    const section = SECTION_BY_PREFIX.find(([prefix]) => sk.startsWith(prefix))?.[1] ?? 'other';
    sections[section].push(section === 'other' ? { kind: sk.split('#')[0], ...plain(item) } : plain(item));
  }
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: clock.now().toISOString(),
    account: {
      userId: caller.userId,
      username: typeof profile?.username === 'string' ? profile.username : (account?.preferredUsername ?? ''),
      email: account?.userId === caller.userId ? (account.email ?? null) : null,
    },
    profile,
    allergies: textList(profile?.allergies),
    diets: textList(profile?.dietary_preferences),
    subscription: {
      tier: subscription.subscription_tier,
      status: subscription.status ?? null,
      subscriptionEnd: subscription.subscription_end,
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    },
    ...sections,
    feedback: feedback.map(({ record }) => ({ ...record })),
    verdictReports: reports.map(({ record }) => ({ ...record })),
  };
}

/** The item's own attributes, JSON-ready (DynamoDB sets become arrays). */
function plain(item: Item): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => !INTERNAL_ATTRIBUTES.has(name))
      .map(([name, value]) => [name, value instanceof Set ? [...value] : value]),
  );
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
