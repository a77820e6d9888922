import type { SearchTable, TableMember } from '../../../../shared/api/places';
import type { AllergenScanResult, ScanProfile } from '../../../../shared/domain/allergen-scan/index';
import { dinerInitials } from '../../../../shared/domain/diner-profiles';
import { compileScanLists, profileScanLists } from '../../../../shared/domain/scan-lists';
import { TABLE_ME, type DinerVerdict } from '../../../../shared/domain/table';
import type { Db } from '../../data/db';
import { getDinerProfiles } from '../../data/diner-profile-repository';

/**
 * "Search for" (product-rules §14.4): the people at a search's table, each with the lists the scan
 * checks for them. The user (`me`) checks the search's own lists; each diner their profile's
 * allergies, severities and diets, read from the CALLER's partition only: an id that names none of
 * the caller's profiles (another user's, a deleted one, a made-up one) is left out, never looked up
 * elsewhere. A table left without any diner is no table: the search is the user's alone (its own verdict).
 */
export interface TableSeat {
  member: TableMember;
  /** Undefined for `me`: the search's own scan is theirs. */
  scanProfile?: ScanProfile;
}

export async function seatTable(db: Db, userId: string, table: SearchTable | undefined): Promise<TableSeat[] | undefined> {
  if (!table || table.dinerIds.length === 0) return undefined;
  const diners = await getDinerProfiles(db, userId, table.dinerIds);
  if (diners.length === 0) return undefined;
  const seats: TableSeat[] = table.includeMe ? [{ member: { dinerId: TABLE_ME, name: '', initials: '' } }] : [];
  for (const diner of diners) {
    seats.push({ member: { dinerId: diner.id, name: diner.name, initials: dinerInitials(diner.name) }, scanProfile: compileScanLists(profileScanLists(diner)) });
  }
  return seats;
}

/** The table as the answer names it. */
export const tableMembers = (seats: readonly TableSeat[]): TableMember[] => seats.map((seat) => seat.member);

/** The diner ids a search keeps (the caller's own profiles that were found), for its history item. */
export const seatedDinerIds = (seats: readonly TableSeat[] | undefined): string[] =>
  (seats ?? []).flatMap((seat) => (seat.scanProfile ? [seat.member.dinerId] : []));

/**
 * One place's verdict for each person at the table: the same scan as the card's (`scan`, given the
 * person's compiled lists); `me` gets the search's own result (`own`), scanned once.
 */
export function tableVerdicts(seats: readonly TableSeat[], own: AllergenScanResult, scan: (profile: ScanProfile) => AllergenScanResult): DinerVerdict[] {
  return seats.map(({ member, scanProfile }) => ({ ...member, scan: scanProfile ? scan(scanProfile) : own }));
}
