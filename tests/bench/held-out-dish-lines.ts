/**
 * The held-out dish lines of the allergen scan (shared/domain/allergen-scan/held-out/): recall, false
 * flags and absence-claim errors per language. `npx tsx tests/bench/held-out-dish-lines.ts [--fresh] [--lines]`.
 */
import { DISH_LINES, FRESH_LINES, report } from '../../shared/domain/allergen-scan/held-out/measure';

console.log(report(process.argv.includes('--fresh') ? FRESH_LINES : DISH_LINES, process.argv.includes('--lines')));
