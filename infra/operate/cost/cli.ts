import { DEFAULT_PLAN } from './estimate';
import { readMeasuredCosts } from './measured-actions';
import { PRICES } from './prices';
import { parseCostOptions, renderCostReport } from './report';

/**
 * `npm run cost -- --mau 10000 --searches-per-user 20`: a monthly estimate from the measured counts
 * (measured-actions.json) at the prices of prices.ts. docs/operating.md explains each line.
 */
const parsed = parseCostOptions(process.argv.slice(2), DEFAULT_PLAN);
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
console.log(renderCostReport(readMeasuredCosts(), PRICES, parsed.plan));
