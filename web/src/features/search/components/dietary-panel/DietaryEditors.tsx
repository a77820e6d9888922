import { useTranslation } from 'react-i18next';
import { Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { DietaryListEditor } from '@/features/profile';

interface Props {
  panelId: string;
  dietary: string[];
  allergies: string[];
  onChange: (lists: { dietaryRestrictions?: string[]; allergies?: string[] }) => void;
  /** The lists differ from the profile's: offer to save them. */
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  disabled?: boolean;
}

/** The open panel: an editor for each list, and "Save to profile" when they changed. */
export function DietaryEditors({ panelId, dietary, allergies, onChange, changed, saving, onSave, disabled }: Props) {
  const { t } = useTranslation('search');
  return (
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
          <Button variant="outline" size="sm" onClick={onSave} disabled={saving || disabled} data-testid="dietary-save">
            {saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            {t('dietary.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
