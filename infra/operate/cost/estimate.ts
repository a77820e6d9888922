import type { ActionName, MeasuredAction, MeasuredCosts } from './measured-actions';
import { ASSUMPTIONS, type PriceTable } from './prices';

/** How many of each action a month's users make. */
export interface UsagePlan {
  mau: number;
  searchesPerUser: number;
  savesPerUser: number;
  menusPerUser: number;
  analysesPerUser: number;
  /** Share of the month's users who sign up that month. */
  newUserShare: number;
}

export const DEFAULT_PLAN: Omit<UsagePlan, 'mau'> = {
  searchesPerUser: 20,
  savesPerUser: 3,
  menusPerUser: 1,
  analysesPerUser: 1,
  newUserShare: 0.2,
};

/** Billable quantities of one action, before prices. */
export interface ActionUsage {
  apiRequests: number;
  lambdaGbSeconds: number;
  readUnits: number;
  writeUnits: number;
  locationRequests: number;
  placesRequests: number;
  translateCharacters: number;
  inputTokens: number;
  outputTokens: number;
  emails: number;
}

export interface CostLine {
  service: string;
  quantity: number;
  unit: string;
  usd: number;
}

/**
 * Lambda duration of an action: each request's measured CPU stretched to the CPU share its memory
 * gets, plus the waits on DynamoDB, the providers and the model (billed as duration too).
 */
export function actionUsage(action: MeasuredAction, name?: ActionName): ActionUsage {
  const stretch = (memoryMb: number) => Math.max(1, ASSUMPTIONS.fullCpuMemoryMb / memoryMb);
  const cpuGbSeconds = action.requests.reduce((sum, r) => sum + ((r.cpuMs * stretch(r.memoryMb)) / 1000) * (r.memoryMb / 1024), 0);
  const providerCalls = action.locationRequests + action.placesRequests + (action.translateCharacters > 0 ? 1 : 0) + action.emails;
  const waitMs = action.dynamo.calls * ASSUMPTIONS.dynamoCallMs + providerCalls * ASSUMPTIONS.providerCallMs + action.model.calls * ASSUMPTIONS.modelCallMs;
  const meanMemoryMb = action.requests.reduce((sum, r) => sum + r.memoryMb, 0) / Math.max(1, action.requests.length);
  const translated = name === 'search' ? ASSUMPTIONS.translatedSearchShare : 1;
  return {
    apiRequests: action.requests.length,
    lambdaGbSeconds: cpuGbSeconds + (waitMs / 1000) * (meanMemoryMb / 1024),
    readUnits: action.dynamo.readUnits,
    writeUnits: action.dynamo.writeUnits,
    locationRequests: action.locationRequests,
    placesRequests: action.placesRequests,
    translateCharacters: action.translateCharacters * translated,
    inputTokens: action.model.inputTokens,
    outputTokens: action.model.outputTokens,
    emails: action.emails,
  };
}

/** What one action costs at the given prices, free tiers left out (they belong to the month). */
export function actionCost(action: MeasuredAction, prices: PriceTable, name?: ActionName): number {
  const u = actionUsage(action, name);
  return (
    u.apiRequests * (prices.lambda.perMillionRequests + prices.apiGateway.perMillionRequests) / 1e6 +
    u.lambdaGbSeconds * prices.lambda.perGbSecond +
    (u.readUnits * prices.dynamo.perMillionReadUnits + u.writeUnits * prices.dynamo.perMillionWriteUnits) / 1e6 +
    (u.locationRequests * prices.location.perThousandRequests + u.placesRequests * prices.places.perThousandRequests + u.emails * prices.ses.perThousandEmails) / 1e3 +
    (u.translateCharacters * prices.translate.perMillionCharacters) / 1e6 +
    (u.inputTokens * prices.model.perMillionInputTokens + u.outputTokens * prices.model.perMillionOutputTokens) / 1e6
  );
}

/** The month's line items and total for a usage plan. */
export function estimateMonthlyCost(measured: MeasuredCosts, prices: PriceTable, plan: UsagePlan): { lines: CostLine[]; totalUsd: number } {
  const counts: Record<ActionName, number> = {
    signUp: plan.mau * plan.newUserShare,
    search: plan.mau * plan.searchesPerUser,
    save: plan.mau * plan.savesPerUser,
    menu: plan.mau * plan.menusPerUser,
    analysis: plan.mau * plan.analysesPerUser,
  };
  const total = (pick: (u: ActionUsage) => number) =>
    (Object.keys(counts) as ActionName[]).reduce((sum, name) => sum + counts[name] * pick(actionUsage(measured.actions[name], name)), 0);
  const apiRequests = total((u) => u.apiRequests);
  const gbSeconds = total((u) => u.lambdaGbSeconds);
  const readUnits = total((u) => u.readUnits);
  const writeUnits = total((u) => u.writeUnits);
  const pageLoads = plan.mau * ASSUMPTIONS.pageLoadsPerUser;
  const cdnGb = (pageLoads * ASSUMPTIONS.cloudFrontMbPerPageLoad) / 1024;
  const cdnRequests = pageLoads * ASSUMPTIONS.cloudFrontRequestsPerPageLoad;
  const over = (quantity: number, free: number) => Math.max(0, quantity - free);
  const mapTiles = mapTilesPerSearch() * counts.search;

  const lines: CostLine[] = [
    { service: 'Lambda requests', quantity: apiRequests, unit: 'requests', usd: (over(apiRequests, prices.lambda.freeRequests) * prices.lambda.perMillionRequests) / 1e6 },
    { service: 'Lambda duration', quantity: gbSeconds, unit: 'GB-seconds', usd: over(gbSeconds, prices.lambda.freeGbSeconds) * prices.lambda.perGbSecond },
    { service: 'API Gateway (HTTP API)', quantity: apiRequests, unit: 'requests', usd: (apiRequests * prices.apiGateway.perMillionRequests) / 1e6 },
    { service: 'DynamoDB reads', quantity: readUnits, unit: 'read units', usd: (readUnits * prices.dynamo.perMillionReadUnits) / 1e6 },
    { service: 'DynamoDB writes', quantity: writeUnits, unit: 'write units', usd: (writeUnits * prices.dynamo.perMillionWriteUnits) / 1e6 },
    { service: 'Cognito (Essentials)', quantity: plan.mau, unit: 'MAUs', usd: over(plan.mau, prices.cognito.freeMau) * prices.cognito.perMau },
    { service: 'Amazon Translate', quantity: total((u) => u.translateCharacters), unit: 'characters', usd: (total((u) => u.translateCharacters) * prices.translate.perMillionCharacters) / 1e6 },
    { service: 'Amazon Location', quantity: total((u) => u.locationRequests), unit: 'requests', usd: (total((u) => u.locationRequests) * prices.location.perThousandRequests) / 1e3 },
    { service: 'Map tiles (Amazon Location)', quantity: mapTiles, unit: 'tiles', usd: (mapTiles * prices.mapTiles.perThousandTiles) / 1e3 },
    { service: 'Places provider (Google)', quantity: total((u) => u.placesRequests), unit: 'requests', usd: (total((u) => u.placesRequests) * prices.places.perThousandRequests) / 1e3 },
    { service: 'Model input', quantity: total((u) => u.inputTokens), unit: 'tokens', usd: (total((u) => u.inputTokens) * prices.model.perMillionInputTokens) / 1e6 },
    { service: 'Model output (at the cap)', quantity: total((u) => u.outputTokens), unit: 'tokens', usd: (total((u) => u.outputTokens) * prices.model.perMillionOutputTokens) / 1e6 },
    { service: 'SES email', quantity: total((u) => u.emails), unit: 'emails', usd: (total((u) => u.emails) * prices.ses.perThousandEmails) / 1e3 },
    { service: 'CloudFront transfer', quantity: cdnGb, unit: 'GB', usd: over(cdnGb, prices.cloudFront.freeGb) * prices.cloudFront.perGb },
    { service: 'CloudFront requests', quantity: cdnRequests, unit: 'requests', usd: (over(cdnRequests, prices.cloudFront.freeRequests) * prices.cloudFront.perTenThousandRequests) / 1e4 },
  ];
  return { lines, totalUsd: lines.reduce((sum, line) => sum + line.usd, 0) };
}

/** Map tiles the browser fetches per search: the results map when it is opened, and the small map of each opened place. */
export function mapTilesPerSearch(): number {
  return ASSUMPTIONS.resultsMapViewsPerSearch * ASSUMPTIONS.tilesPerResultsMapView + ASSUMPTIONS.detailMapViewsPerSearch * ASSUMPTIONS.tilesPerDetailMapView;
}
