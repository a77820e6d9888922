import type { AllergenScanWarning, RiskLevel, ScanNote } from './types';

/**
 * The severity rule (product-rules §11.4), the one place a severity changes a verdict: for a severe
 * allergy, what leaves the result at caution for a plain allergy is High Risk: a "may contain"
 * (a dish that usually has it), the cuisine's common ingredients, too little information to check it,
 * or an entry the scan cannot read. "Mentions as absent" stays caution (the text says it is not
 * there: worth asking, not a finding). An intolerance changes no level; only its words are lighter.
 * Returns the risk and whether severity alone raised it to danger.
 */
export function riskWithSeverity(
  risk: RiskLevel,
  allergenWarnings: readonly AllergenScanWarning[],
  notes: readonly ScanNote[],
): { risk: RiskLevel; raisedBySeverity: boolean } {
  if (risk === 'danger') return { risk, raisedBySeverity: false };
  const severe = allergenWarnings.some(isHighRiskWarning) || notes.some(namesSevereAllergy);
  return severe ? { risk: 'danger', raisedBySeverity: true } : { risk, raisedBySeverity: false };
}

function namesSevereAllergy(note: ScanNote): boolean {
  switch (note.kind) {
    case 'cuisineKnowledge':
    case 'notEnoughInformation':
      return note.checks.some((check) => check.severity === 'severe');
    case 'unchecked':
      return note.severity === 'severe';
  }
}

/**
 * A warning that is High Risk on its own: "Contains", or "May contain" for a severe allergy. The
 * menu analysis marks a dish with the same rule (a dish's text is always short, so its notes are not shown).
 */
export function isHighRiskWarning(warning: AllergenScanWarning): boolean {
  return warning.kind === 'allergen' || (warning.kind === 'allergenPossible' && warning.severity === 'severe');
}
