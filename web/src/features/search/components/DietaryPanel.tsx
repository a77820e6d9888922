import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronDown, Loader2, Save, ShieldAlert } from 'lucide-react';
import { presetFor, sameDietaryEntries, type DietaryListKind } from '@shared/domain/dietary-presets';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { DietaryListEditor, useSaveProfile } from '@/features/profile';
import { cn } from '@/lib/cn';

interface Props {
  dietary: string[];
  allergies: string[];
  onChange: (lists: { dietaryRestrictions?: string[]; allergies?: string[] }) => void;
  /** The lists stored in the profile; null while loading or when it could not be read. */
  saved: { dietary: string[]; allergies: string[] } | null;
  onSaved: (lists: { dietary: string[]; allergies: string[] }) => void;
  loading: boolean;
  disabled?: boolean;
}

/** A translated chip text for a stored entry: presets by id, the user's own words as typed. */
function useEntryLabel() {
  const { t } = useTranslation();
  return (kind: DietaryListKind, entry: string) => {
    const preset = presetFor(kind, entry);
    return preset ? t(`dietaryPresets.${preset.id}`) : entry;
  };
}

/**
 * The search's diets and allergies (product-rules §4.1 search form), pre-filled from the profile. Changes
 * apply to this search; "Save to profile" keeps them for every search (PUT /me/profile with the
 * two lists only).
 */
export function DietaryPanel({ dietary, allergies, onChange, saved, onSaved, loading, disabled }: Props) {
  const { t } = useTranslation('search');
  const label = useEntryLabel();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: saveProfile } = useSaveProfile();
  const panelId = useId();
  const changed = !!saved && (!sameDietaryEntries(saved.dietary, dietary) || !sameDietaryEntries(saved.allergies, allergies));
  const chips = [
    ...allergies.map((entry) => ({ kind: 'allergy' as const, entry })),
    ...dietary.map((entry) => ({ kind: 'dietary' as const, entry })),
  ];

  const save = async () => {
    setSaving(true);
    try {
      const profile = await saveProfile({ dietary_preferences: dietary, allergies });
      onSaved({ dietary: profile.dietary_preferences, allergies: profile.allergies });
      toast.success(t('dietary.toast.saved'));
    } catch {
      toast.error(t('dietary.toast.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="rounded-2xl border border-slate-200" data-testid="dietary-panel">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-center gap-3 rounded-2xl p-3 text-left hover:bg-slate-50 sm:p-3.5"
        data-testid="dietary-toggle"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-ink">{t('dietary.title')}</span>
          {loading ? (
            <Skeleton className="mt-1.5 h-4 w-40" />
          ) : (
            <span className="block truncate text-xs text-muted" data-testid="dietary-summary">
              {chips.length === 0
                ? t('dietary.none')
                : t('dietary.summary', { diets: dietary.length, allergies: allergies.length })}
            </span>
          )}
        </span>
        <ChevronDown className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>

      {!open && chips.length > 0 && (
        <ul className="flex flex-wrap gap-1.5 px-3 pb-3 sm:px-3.5" aria-label={t('dietary.applied')}>
          {chips.slice(0, 8).map(({ kind, entry }) => (
            <li
              key={`${kind}-${entry}`}
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
                kind === 'allergy' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-brand-50 text-brand-900 ring-brand-200',
              )}
            >
              {label(kind, entry)}
            </li>
          ))}
          {chips.length > 8 && <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-muted">+{chips.length - 8}</li>}
        </ul>
      )}

      {open && (
        <div id={panelId} className="flex flex-col gap-6 border-t border-slate-200 p-3 sm:p-4">
          <section aria-labelledby={`${panelId}-diets`}>
            <h3 id={`${panelId}-diets`} className="mb-3 text-sm font-semibold text-ink">
              {t('dietary.diets')}
            </h3>
            <DietaryListEditor kind="dietary" entries={dietary} onChange={(entries) => onChange({ dietaryRestrictions: entries })} disabled={disabled} />
          </section>
          <section aria-labelledby={`${panelId}-allergies`}>
            <h3 id={`${panelId}-allergies`} className="mb-3 text-sm font-semibold text-ink">
              {t('dietary.allergies')}
            </h3>
            <DietaryListEditor kind="allergy" entries={allergies} onChange={(entries) => onChange({ allergies: entries })} disabled={disabled} />
          </section>
          {changed && (
            <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center">
              <p className="flex-1 text-sm text-brand-900">{t('dietary.unsaved')}</p>
              <Button variant="outline" size="sm" onClick={() => void save()} disabled={saving || disabled} data-testid="dietary-save">
                {saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
                {t('dietary.save')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
