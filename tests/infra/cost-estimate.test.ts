import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { actionUsage, DEFAULT_PLAN, estimateMonthlyCost, mapTilesPerSearch, type UsagePlan } from '../../infra/operate/cost/estimate';
import type { MeasuredAction, MeasuredCosts } from '../../infra/operate/cost/measured-actions';
import { ASSUMPTIONS, PRICES_AS_OF, type PriceTable } from '../../infra/operate/cost/prices';
import { parseCostOptions } from '../../infra/operate/cost/report';

/** `npm run cost` on fixed inputs: measured counts and prices made up here, so each rule is checked by hand. */
const repoRoot = resolve(import.meta.dirname, '..', '..');

const action = (overrides: Partial<MeasuredAction> = {}): MeasuredAction => ({
  requests: [{ route: 'POST /x', function: 'x', memoryMb: 1769, cpuMs: 0 }],
  dynamo: { readUnits: 0, writeUnits: 0, calls: 0 },
  locationRequests: 0,
  placesRequests: 0,
  translateCharacters: 0,
  model: { calls: 0, inputTokens: 0, outputTokens: 0 },
  emails: 0,
  ...overrides,
});

const measured: MeasuredCosts = {
  measuredOn: '2026-01-01',
  method: 'fixed',
  actions: {
    signUp: action({ emails: 1, dynamo: { readUnits: 5, writeUnits: 9, calls: 0 } }),
    search: action({ dynamo: { readUnits: 1, writeUnits: 4, calls: 0 }, locationRequests: 2, placesRequests: 1, translateCharacters: 40 }),
    save: action({ dynamo: { readUnits: 2, writeUnits: 3, calls: 0 } }),
    menu: action({ model: { calls: 1, inputTokens: 500, outputTokens: 2000 } }),
    analysis: action({ model: { calls: 1, inputTokens: 300, outputTokens: 1000 } }),
  },
};

/** Round prices, so that every expected amount is simple arithmetic. */
const prices: PriceTable = {
  lambda: { perGbSecond: 0.00001, perMillionRequests: 0.2, freeGbSeconds: 0, freeRequests: 0 },
  apiGateway: { perMillionRequests: 1 },
  dynamo: { perMillionReadUnits: 0.25, perMillionWriteUnits: 1.25 },
  cognito: { perMau: 0.01, freeMau: 10_000 },
  translate: { perMillionCharacters: 10 },
  location: { perThousandRequests: 0.5 },
  mapTiles: { perThousandTiles: 0.04 },
  places: { perThousandRequests: 40 },
  model: { perMillionInputTokens: 1, perMillionOutputTokens: 2 },
  ses: { perThousandEmails: 0.1 },
  cloudFront: { perGb: 0.1, perTenThousandRequests: 0.01, freeGb: 0, freeRequests: 0 },
};

const plan = (overrides: Partial<UsagePlan> = {}): UsagePlan => ({ mau: 1000, searchesPerUser: 10, savesPerUser: 2, menusPerUser: 1, analysesPerUser: 1, newUserShare: 0.5, ...overrides });
const line = (p: UsagePlan, service: string) => {
  const found = estimateMonthlyCost(measured, prices, p).lines.find((l) => l.service.startsWith(service));
  assert.ok(found, `a line for ${service}`);
  return found;
};

describe('npm run cost: the month from measured counts and the price table', () => {
  test('each metered line is the actions of the month times their measured units times the price', () => {
    const p = plan();
    // 500 sign-ups × 9 + 10,000 searches × 4 + 2,000 saves × 3 write units.
    assert.equal(line(p, 'DynamoDB writes').quantity, 500 * 9 + 10_000 * 4 + 2_000 * 3);
    assert.equal(line(p, 'DynamoDB reads').usd, ((500 * 5 + 10_000 + 2_000 * 2) * 0.25) / 1e6);
    assert.equal(line(p, 'Places provider').usd, (10_000 * 40) / 1e3);
    assert.equal(line(p, 'Amazon Location').quantity, 20_000);
    assert.equal(line(p, 'Model input').quantity, 1000 * 500 + 1000 * 300);
    assert.equal(line(p, 'Model output').usd, ((2000 + 1000) * 1000 * 2) / 1e6);
    assert.equal(line(p, 'SES email').quantity, 500);
    // Every action is one request per request it sends (one each here): 500 + 10,000 + 2,000 + 1,000 + 1,000.
    assert.equal(line(p, 'API Gateway').quantity, 14_500);
    const { lines, totalUsd } = estimateMonthlyCost(measured, prices, p);
    assert.equal(totalUsd, lines.reduce((sum, l) => sum + l.usd, 0));
  });

  test('only the searches that are not in the search language reach Translate', () => {
    assert.equal(line(plan(), 'Amazon Translate').quantity, 10_000 * 40 * ASSUMPTIONS.translatedSearchShare);
  });

  test('twice the searches a user make the search-driven lines twice as large', () => {
    const once = plan({ searchesPerUser: 10, newUserShare: 0, savesPerUser: 0, menusPerUser: 0, analysesPerUser: 0 });
    const twice = { ...once, searchesPerUser: 20 };
    for (const service of ['Places provider', 'Amazon Location', 'Map tiles', 'DynamoDB writes', 'Lambda duration']) {
      assert.ok(Math.abs(line(twice, service).usd - 2 * line(once, service).usd) < 1e-9, `${service} doubles`);
    }
  });

  test('map tiles: the results map a share of searches open plus each opened place\'s small map, at the price per 1,000 tiles', () => {
    const perSearch = ASSUMPTIONS.resultsMapViewsPerSearch * ASSUMPTIONS.tilesPerResultsMapView + ASSUMPTIONS.detailMapViewsPerSearch * ASSUMPTIONS.tilesPerDetailMapView;
    assert.equal(mapTilesPerSearch(), perSearch);
    assert.ok(perSearch > 0, `tiles per search: ${perSearch}`);
    const tiles = line(plan(), 'Map tiles');
    assert.equal(tiles.quantity, 10_000 * perSearch);
    assert.ok(Math.abs(tiles.usd - (10_000 * perSearch * 0.04) / 1e3) < 1e-9, `$${tiles.usd} for ${tiles.quantity} tiles at $0.04 per 1,000`);
    // Tiles follow searches only: saves, menus and sign-ups fetch none.
    assert.equal(line(plan({ savesPerUser: 50, menusPerUser: 9, newUserShare: 1 }), 'Map tiles').quantity, 10_000 * perSearch);
  });

  test('Cognito bills only the monthly users past the free tier', () => {
    assert.equal(line(plan({ mau: 10_000 }), 'Cognito').usd, 0);
    assert.equal(line(plan({ mau: 12_000 }), 'Cognito').usd, 2_000 * 0.01);
  });

  test('Lambda duration: CPU stretches below the memory of one full vCPU, and waits on services are billed', () => {
    const cpuOnly = (memoryMb: number) =>
      actionUsage(action({ requests: [{ route: 'POST /x', function: 'x', memoryMb, cpuMs: 100 }] })).lambdaGbSeconds;
    // At one full vCPU: 0.1 s × 1769/1024 GB. At a quarter of that memory the same work takes four times longer.
    const full = cpuOnly(ASSUMPTIONS.fullCpuMemoryMb);
    assert.ok(Math.abs(full - 0.1 * (ASSUMPTIONS.fullCpuMemoryMb / 1024)) < 1e-12, `0.1 s at ${ASSUMPTIONS.fullCpuMemoryMb} MB; got ${full} GB-s`);
    assert.ok(Math.abs(cpuOnly(ASSUMPTIONS.fullCpuMemoryMb / 4) - cpuOnly(ASSUMPTIONS.fullCpuMemoryMb)) < 1e-12, 'same GB-seconds: 4× the time at ¼ the memory');
    assert.ok(Math.abs(cpuOnly(ASSUMPTIONS.fullCpuMemoryMb * 2) - 2 * cpuOnly(ASSUMPTIONS.fullCpuMemoryMb)) < 1e-12, 'more memory than a vCPU does not run faster');
    const waiting = actionUsage(action({ model: { calls: 1, inputTokens: 0, outputTokens: 0 } })).lambdaGbSeconds;
    assert.ok(Math.abs(waiting - (ASSUMPTIONS.modelCallMs / 1000) * (ASSUMPTIONS.fullCpuMemoryMb / 1024)) < 1e-12, 'a model call bills its wait');
  });

  test('the options: --mau is required, numbers only, a share is at most 1, unknown options are named', () => {
    assert.deepEqual(parseCostOptions(['--mau', '10000', '--searches-per-user', '20'], DEFAULT_PLAN), { plan: { ...DEFAULT_PLAN, mau: 10_000, searchesPerUser: 20 } });
    assert.deepEqual(parseCostOptions(['--mau=5'], DEFAULT_PLAN), { plan: { ...DEFAULT_PLAN, mau: 5 } });
    assert.match((parseCostOptions([], DEFAULT_PLAN) as { error: string }).error, /--mau/);
    assert.match((parseCostOptions(['--mau', 'many'], DEFAULT_PLAN) as { error: string }).error, /--mau needs a number/);
    assert.match((parseCostOptions(['--mau', '-1'], DEFAULT_PLAN) as { error: string }).error, /--mau needs a number/);
    assert.match((parseCostOptions(['--mau', '1', '--new-user-share', '2'], DEFAULT_PLAN) as { error: string }).error, /between 0 and 1/);
    assert.match((parseCostOptions(['--mau', '1', '--users', '2'], DEFAULT_PLAN) as { error: string }).error, /Unknown option "--users"/);
  });

  test('the command prints the month from the committed measurements with the price table and its date', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'infra/operate/cost/cli.ts', '--mau', '10000', '--searches-per-user', '20'], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    assert.match(out, /Monthly estimate for 10,000 monthly users \(20 searches/);
    assert.match(out, /Total +\$[\d,.]+/);
    assert.ok(out.includes(`as of ${PRICES_AS_OF}`), 'names the date of its prices');
  });
});
