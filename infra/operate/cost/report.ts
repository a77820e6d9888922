import { actionCost, estimateMonthlyCost, type UsagePlan } from './estimate';
import { ACTION_NAMES, type MeasuredCosts } from './measured-actions';
import { PRICES_AS_OF, type PriceTable } from './prices';

/** The options `npm run cost` reads, or the message that explains a bad one. */
export function parseCostOptions(args: string[], defaults: Omit<UsagePlan, 'mau'>): { plan: UsagePlan } | { error: string } {
  const flags: Record<string, keyof UsagePlan> = {
    '--mau': 'mau',
    '--searches-per-user': 'searchesPerUser',
    '--saves-per-user': 'savesPerUser',
    '--menus-per-user': 'menusPerUser',
    '--analyses-per-user': 'analysesPerUser',
    '--new-user-share': 'newUserShare',
  };
  const plan: Partial<UsagePlan> = { ...defaults };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    const key = flags[flag];
    if (!key) return { error: `Unknown option "${flag}". Options: ${Object.keys(flags).join(', ')}.` };
    const raw = inline ?? args[(i += 1)];
    const value = Number(raw);
    if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0) return { error: `${flag} needs a number of 0 or more, got ${JSON.stringify(raw ?? '')}.` };
    if (key === 'newUserShare' && value > 1) return { error: `${flag} is a share between 0 and 1, got ${raw}.` };
    plan[key] = value;
  }
  if (plan.mau === undefined) return { error: 'Give the monthly users: npm run cost -- --mau 10000 [--searches-per-user 20].' };
  return { plan: plan as UsagePlan };
}

const usd = (n: number) => `$${n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US')}`;
const qty = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 100) / 100));

/** The printed estimate: per-action costs, the month's lines, and where the numbers come from. */
export function renderCostReport(measured: MeasuredCosts, prices: PriceTable, plan: UsagePlan): string {
  const { lines, totalUsd } = estimateMonthlyCost(measured, prices, plan);
  const width = Math.max(...lines.map((l) => l.service.length));
  const out = [
    `Monthly estimate for ${plan.mau.toLocaleString('en-US')} monthly users (${plan.searchesPerUser} searches, ${plan.savesPerUser} saves, ${plan.menusPerUser} menus, ${plan.analysesPerUser} analyses a user; ${plan.newUserShare * 100}% sign up this month)`,
    '',
    ...lines.map((l) => `  ${l.service.padEnd(width)}  ${usd(l.usd).padStart(10)}  ${qty(l.quantity)} ${l.unit}`),
    `  ${'Total'.padEnd(width)}  ${usd(totalUsd).padStart(10)}  (${usd(totalUsd / Math.max(1, plan.mau))} a user)`,
    '',
    'One action (no free tier):',
    ...ACTION_NAMES.map((name) => `  ${name.padEnd(width)}  $${actionCost(measured.actions[name], prices, name).toFixed(6)}`),
    '',
    `Prices: US East list prices as of ${PRICES_AS_OF} (infra/operate/cost/prices.ts). Counts measured on ${measured.measuredOn} (npm run cost:measure).`,
  ];
  return out.join('\n');
}
