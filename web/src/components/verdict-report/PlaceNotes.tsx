import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';
import type { PlaceNote } from '@shared/api/verdict-reports';
import { dateTimeFormat } from '@/lib/intl-formats';

/**
 * Notes an operator accepted for the place (product-rules §16.3), shown as evidence next to the verdict:
 * the label (date and source) in the reader's language, the note quoted as the operator wrote it. They
 * change no verdict.
 */
export function PlaceNotes({ notes }: { notes: readonly PlaceNote[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!notes?.length) return null;
  const dateOf = (date: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <ul className="flex flex-col gap-2" data-testid="place-notes">
      {notes.map((note, i) => (
        <li key={`${note.date}-${i}`} className="rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="place-note">
          <p className="flex items-center gap-1.5 text-xs font-semibold">
            <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('placeNote.label', { date: dateOf(note.date), source: note.source })}
          </p>
          <blockquote className="mt-1 border-l-2 border-sky-300 pl-2 italic" lang="und" data-testid="place-note-text">
            <span className="sr-only">{t('placeNote.quote')} </span>“{note.text}”
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
