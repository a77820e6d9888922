import type { AllergenScanResult, RiskLevel, ScanCheckRef, ScanMessage } from './types';

/** "Peanuts (severe allergy)", "Milk (intolerance)", "Eggs": a label with its severity when it is not a plain allergy (§11.4). */
export function labelWithSeverity(label: string, severity: 'severe' | 'intolerance' | undefined): string {
  if (severity === 'severe') return `${label} (severe allergy)`;
  if (severity === 'intolerance') return `${label} (intolerance)`;
  return label;
}

const refLabels = (checks: readonly ScanCheckRef[]) => checks.map((c) => labelWithSeverity(c.label, c.severity)).join(', ');

/** Whether a note's "every restriction" form would hide a severity: then the restrictions are named. */
export function namesEveryCheck(message: { all: boolean; checks: readonly ScanCheckRef[] }): boolean {
  return message.all && message.checks.every((c) => c.severity === undefined);
}

/**
 * English wording of the scan's messages: the spec's own phrases ("Contains {allergy}: {words}",
 * "May conflict with {diet}: {words}", "Supports {diet}", "No dietary restrictions specified") and
 * ours for what the spec has no words for. The web translates the same codes in every language.
 */
export function formatScanMessage(message: ScanMessage): string {
  switch (message.kind) {
    case 'allergen':
      return `Contains ${labelWithSeverity(message.label, message.severity)}: ${message.terms.join(', ')}`;
    case 'allergenPossible':
      // An intolerance's "may contain" is worded lighter (product-rules §11.4).
      return message.severity === 'intolerance'
        ? `May have a little ${labelWithSeverity(message.label, message.severity)}: ${message.terms.join(', ')}`
        : `May contain ${labelWithSeverity(message.label, message.severity)}: ${message.terms.join(', ')}`;
    case 'allergenNegated':
      return `Mentions ${labelWithSeverity(message.label, message.severity)} as absent: ${message.terms.join(', ')}`;
    case 'diet':
      return `May conflict with ${message.label}: ${message.terms.join(', ')}`;
    case 'supportsDiet':
      return message.only ? `Only ${message.label} dishes` : `Supports ${message.label}`;
    case 'noRestrictions':
      return 'No dietary restrictions specified';
    case 'notEnoughInformation':
      return namesEveryCheck(message) ? 'Not enough information to check: ask the restaurant' : `Not enough information to check ${refLabels(message.checks)}: ask the restaurant`;
    case 'unchecked':
      return `${labelWithSeverity(message.label, message.severity)} cannot be checked automatically: verify with the restaurant`;
    case 'cuisineKnowledge':
      return `${message.label} kitchens often use ${message.ingredients.map((i) => i.label).join(', ')}: ask about ${refLabels(message.checks)}`;
  }
}

/** The spec's result shape with English text, plus the notes and flag a card must show. */
export interface AllergenScanText {
  isSafe: boolean;
  riskLevel: RiskLevel;
  allergenWarnings: string[];
  dietaryWarnings: string[];
  safeOptions: string[];
  hasSafeMenuItems: boolean;
  limited: boolean;
  notes: string[];
}

export function toEnglishText(result: AllergenScanResult): AllergenScanText {
  return {
    isSafe: result.isSafe,
    riskLevel: result.riskLevel,
    allergenWarnings: result.allergenWarnings.map(formatScanMessage),
    dietaryWarnings: result.dietaryWarnings.map(formatScanMessage),
    safeOptions: result.safeOptions.map(formatScanMessage),
    hasSafeMenuItems: result.hasSafeMenuItems,
    limited: result.limited,
    notes: result.notes.map(formatScanMessage),
  };
}

const BADGE: Record<RiskLevel, string> = { danger: 'High Risk', caution: 'Check Menu', safe: 'Safe Option' };

/**
 * The card's badge: High Risk, Check Menu or Safe Option, as the spec names them. A result is only
 * safe on enough evidence for every restriction, so "Safe Option" never stands on too little.
 */
export function formatRiskBadge(result: AllergenScanResult): string {
  return BADGE[result.riskLevel];
}
