/**
 * Allergen and diet scan: pure TypeScript shared by the server (search results) and the browser
 * (cards, menu analysis). See docs/allergen-scan.md for the rules, word lists and decisions.
 *
 *   const profile = compileScanProfile({ allergies: ['Peanuts'], dietaryPreferences: ['Vegan'] });
 *   const result = scanRestaurant({ name, cuisineType, description, dietaryOptions, pros, cons }, profile);
 *   toEnglishText(result).allergenWarnings; // ['Contains Peanuts: peanut butter']
 */
export { scanRestaurant, scanText } from './scan';
export { compileScanProfile } from './resolve-preferences';
export type { ScanCheck, ScanProfile } from './resolve-preferences';
export { allergyCategoryFor, dietFor } from './resolve-preferences';
export { ALLERGY_CATEGORIES, DIETS } from './categories';
export type { CategoryDefinition, DietDefinition } from './categories';
export { EVIDENCE_AMPLE_WORDS } from './evidence';
export { isHighRiskWarning, riskWithSeverity } from './severity';
export { formatScanMessage, formatRiskBadge, labelWithSeverity, namesEveryCheck, toEnglishText } from './english';
export type { AllergenScanText } from './english';
export type * from './types';
