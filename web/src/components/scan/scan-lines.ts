import type { AllergenScanResult, ScanMessage, ScanNote } from '@shared/domain/allergen-scan';

/** The reasons a Check Menu may have on its own: what the cuisine commonly uses, too little information. */
const isReason = (note: ScanNote) => note.kind === 'cuisineKnowledge' || note.kind === 'notEnoughInformation';

/**
 * A scan's messages in the order the card shows them: `notes` right under the badge (entries the
 * scan cannot read), then the warnings box: the reasons first, then what was found, then the
 * options that suit the user. `lines` is the box's content in that order.
 */
export function scanLines(scan: AllergenScanResult): { notes: ScanNote[]; warnings: ScanMessage[]; lines: ScanMessage[] } {
  const reasons = scan.notes.filter(isReason);
  const notes = scan.notes.filter((note) => !isReason(note));
  const warnings: ScanMessage[] = [...reasons, ...scan.allergenWarnings, ...scan.dietaryWarnings];
  return { notes, warnings, lines: [...warnings, ...scan.safeOptions] };
}
