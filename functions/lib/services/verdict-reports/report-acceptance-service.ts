import { PLACE_NOTE_SOURCE_MAX_LENGTH, PLACE_NOTE_TEXT_MAX_LENGTH } from '../../../../shared/api/verdict-reports';
import { utcDate } from '../../../../shared/domain/utc-dates';
import type { Db } from '../../data/db';
import { addPlaceNote } from '../../data/place-note-repository';
import { findVerdictReport, markVerdictReportAccepted, type VerdictReportRecord } from '../../data/verdict-report-repository';

/**
 * An operator accepts a report into a per-place note (product-rules §16.3): the note's text and source
 * are the operator's own words (never the reporter's), dated today (UTC). A report is accepted once.
 * Used by `npm run flags:accept`, locally and against the deployed table.
 */
export class ReportAcceptanceError extends Error {}

export interface AcceptReportInput {
  reportId: string;
  note: string;
  source: string;
  now: Date;
}

export async function acceptVerdictReport(db: Db, input: AcceptReportInput): Promise<{ report: VerdictReportRecord; date: string }> {
  const note = input.note.trim();
  const source = input.source.trim();
  if (!note) throw new ReportAcceptanceError('--note is required: the note shown on the place, in your words.');
  if (!source) throw new ReportAcceptanceError('--source is required: who confirmed it (e.g. "Phone call with the manager").');
  if (note.length > PLACE_NOTE_TEXT_MAX_LENGTH) throw new ReportAcceptanceError(`--note must be ${PLACE_NOTE_TEXT_MAX_LENGTH} characters or fewer.`);
  if (source.length > PLACE_NOTE_SOURCE_MAX_LENGTH) throw new ReportAcceptanceError(`--source must be ${PLACE_NOTE_SOURCE_MAX_LENGTH} characters or fewer.`);
  const found = await findVerdictReport(db, input.reportId);
  if (!found) throw new ReportAcceptanceError(`No report with id ${JSON.stringify(input.reportId)} (ids look like 20261128-1b9d6bcd-…; see npm run flags:list).`);
  // Marked first: a second accept of the same report adds no second note.
  if (!(await markVerdictReportAccepted(db, found.key, input.now.toISOString()))) throw new ReportAcceptanceError(`Report ${input.reportId} was already accepted.`);
  const date = utcDate(input.now);
  await addPlaceNote(db, found.record.place_id, { text: note, source, date, ...(found.record.concern ? { concern: found.record.concern } : {}) });
  return { report: found.record, date };
}
