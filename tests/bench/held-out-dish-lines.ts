/**
 * The held-out dish lines of the allergen scan (shared/domain/allergen-scan/held-out/): recall, false
 * flags and absence-claim errors per language. `npx tsx tests/bench/held-out-dish-lines.ts [--fresh | --third] [--lines]`.
 */
import { DISH_LINES, FRESH_LINES, report, THIRD_LINES } from '../../shared/domain/allergen-scan/held-out/measure';

const list = process.argv.includes('--fresh') ? FRESH_LINES : process.argv.includes('--third') ? THIRD_LINES : DISH_LINES;
console.log(report(list, process.argv.includes('--lines')));
