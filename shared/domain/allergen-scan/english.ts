import type { AllergenScanResult, RiskLevel, ScanMessage } from './types';

/**
 * English wording of the scan's messages: the spec's own phrases ("Contains {allergy}: {words}",
 * "May conflict with {diet}: {words}", "Supports {diet}", "No dietary restrictions specified") and
 * ours for what the spec has no words for. The web translates the same codes in every language.
 */
export function formatScanMessage(message: ScanMessage): string {
  switch (message.kind) {
    case 'allergen':
      return `Contains ${message.label}: ${message.terms.join(', ')}`;
    case 'allergenPossible':
      return `May contain ${message.label}: ${message.terms.join(', ')}`;
    case 'allergenNegated':
      return `Mentions ${message.label} as absent: ${message.terms.join(', ')}`;
    case 'diet':
      return `May conflict with ${message.label}: ${message.terms.join(', ')}`;
    case 'supportsDiet':
      return `Supports ${message.label}`;
    case 'noRestrictions':
      return 'No dietary restrictions specified';
    case 'limitedEvidence':
      return message.evidence === 'none'
        ? 'No information to check: verify with the restaurant'
        : `Limited information (${message.words} ${message.words === 1 ? 'word' : 'words'}): verify with the restaurant`;
    case 'unchecked':
      return `${message.label} cannot be checked automatically: verify with the restaurant`;
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
 * The card's badge: High Risk, Check Menu or Safe Option, as the spec names them; a limited
 * assessment always carries its qualifier, so a bare "Safe Option" never stands on no evidence.
 */
export function formatRiskBadge(result: AllergenScanResult): string {
  const badge = BADGE[result.riskLevel];
  if (!result.limited) return badge;
  return result.evidence.level === 'none' ? `${badge} · no information, verify with the restaurant` : `${badge} · limited information, verify with the restaurant`;
}
