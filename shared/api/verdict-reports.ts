import * as z from 'zod';
import { ALLERGY_CATEGORIES, DIETS } from '../domain/allergen-scan/categories';

/**
 * "This verdict is wrong" (product-rules §16): a signed-in user reports a wrong verdict about a place,
 * optionally about one dish of its generated menu. Stored for an operator; nothing a report says
 * changes a verdict (an operator may accept it into a place note, §16.3).
 */
export const VERDICT_REPORT_KINDS = [
  /** It contains the allergen (or breaks the diet) and we did not say so. */
  'containsUnflagged',
  /** We flagged the allergen (or diet) and the place or dish is free of it. */
  'flaggedButFree',
  'closedOrWrongPlace',
  'other',
] as const;
export type VerdictReportKind = (typeof VERDICT_REPORT_KINDS)[number];
/** The kinds that are about one allergen or diet (`concern` required); the others take none. */
export const KINDS_WITH_CONCERN: readonly VerdictReportKind[] = ['containsUnflagged', 'flaggedButFree'];

/** An allergy category id or a diet id of the scan (shared/domain/allergen-scan/categories.ts). */
export const VERDICT_REPORT_CONCERNS = [...ALLERGY_CATEGORIES.map((c) => c.id), ...DIETS.map((d) => d.id)] as [string, ...string[]];

/** *House rule*: 5 reports per UTC day per user (§16.2). */
export const DAILY_VERDICT_REPORT_ALLOWANCE = 5;
export const VERDICT_REPORT_TEXT_MAX_LENGTH = 500;
export const VERDICT_REPORT_DISH_MAX_LENGTH = 120;
export const VERDICT_REPORT_PLACE_NAME_MAX_LENGTH = 200;
export const VERDICT_REPORT_PLACE_ID_MAX_LENGTH = 300;

/** The messages of §16.2, word for word. */
export const VERDICT_REPORT_MESSAGES = {
  SUCCESS: 'Thank you. We check every report before a verdict changes.',
  /** 429. */
  DAILY_LIMIT: `Daily report limit reached (${DAILY_VERDICT_REPORT_ALLOWANCE} per day). Try again tomorrow!`,
  CONCERN_REQUIRED: 'Choose the allergen or diet this report is about.',
  CONCERN_NOT_TAKEN: 'Only reports about an allergen or diet name one.',
  TEXT_REQUIRED: 'Tell us what is wrong.',
  TEXT_TOO_LONG: `Keep the text to ${VERDICT_REPORT_TEXT_MAX_LENGTH} characters or fewer.`,
  FAILED: 'Failed to send the report. Please try again.',
} as const;

export const sendVerdictReportRequestSchema = z
  .strictObject({
    placeId: z.string().trim().min(1, { error: 'placeId is required.' }).max(VERDICT_REPORT_PLACE_ID_MAX_LENGTH),
    placeName: z.string().trim().min(1, { error: 'placeName is required.' }).max(VERDICT_REPORT_PLACE_NAME_MAX_LENGTH),
    /** One dish of the place's generated menu, when the report is about it. */
    dish: z.string().trim().min(1).max(VERDICT_REPORT_DISH_MAX_LENGTH, { error: `Keep the dish name to ${VERDICT_REPORT_DISH_MAX_LENGTH} characters or fewer.` }).optional(),
    kind: z.enum(VERDICT_REPORT_KINDS, { error: `kind is one of ${VERDICT_REPORT_KINDS.join(', ')}.` }),
    concern: z.enum(VERDICT_REPORT_CONCERNS, { error: VERDICT_REPORT_MESSAGES.CONCERN_REQUIRED }).optional(),
    text: z.string().trim().max(VERDICT_REPORT_TEXT_MAX_LENGTH, { error: VERDICT_REPORT_MESSAGES.TEXT_TOO_LONG }).default(''),
  })
  .refine((body) => !KINDS_WITH_CONCERN.includes(body.kind) || body.concern !== undefined, { error: VERDICT_REPORT_MESSAGES.CONCERN_REQUIRED, path: ['concern'] })
  .refine((body) => KINDS_WITH_CONCERN.includes(body.kind) || body.concern === undefined, { error: VERDICT_REPORT_MESSAGES.CONCERN_NOT_TAKEN, path: ['concern'] })
  .refine((body) => body.kind !== 'other' || body.text.length > 0, { error: VERDICT_REPORT_MESSAGES.TEXT_REQUIRED, path: ['text'] });
export type SendVerdictReportRequest = z.input<typeof sendVerdictReportRequestSchema>;
export type SendVerdictReportPayload = z.output<typeof sendVerdictReportRequestSchema>;

export const sendVerdictReportResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** Reports this user may still send today (UTC). */
  remainingToday: z.number().int().min(0),
});
export type SendVerdictReportResponse = z.infer<typeof sendVerdictReportResponseSchema>;

/**
 * A note an operator wrote on a place after accepting a report (§16.3): shown as evidence next to the
 * verdict, quoted as written, with its date and source. It changes no verdict.
 */
export const PLACE_NOTE_TEXT_MAX_LENGTH = 500;
export const PLACE_NOTE_SOURCE_MAX_LENGTH = 200;
export const placeNoteSchema = z.object({
  text: z.string().max(PLACE_NOTE_TEXT_MAX_LENGTH),
  source: z.string().max(PLACE_NOTE_SOURCE_MAX_LENGTH),
  /** UTC date the operator accepted it (YYYY-MM-DD). */
  date: z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The allergen or diet the report was about, when it named one. */
  concern: z.string().max(64).optional(),
});
export type PlaceNote = z.infer<typeof placeNoteSchema>;
/** At most this many notes per place are kept and shown (the newest). */
export const PLACE_NOTES_MAX = 5;
