import { useTranslation } from 'react-i18next';
import { Loader2, Save } from 'lucide-react';
import type { AllergySeverity } from '@shared/domain/allergy-severity';
import { AllergySeveritySelects } from '@/components/allergy-severity/AllergySeveritySelects';
import { Button } from '@/components/ui/Button';
import { DietaryListEditor } from '@/features/profile';

/** A change to the search's lists: a list, or the allergies' severities. */
export type DietaryListsPatch = { dietaryRestrictions?: string[]; allergies?: string[]; allergySeverities?: Record<string, AllergySeverity> };

interface Props {
  panelId: string;
  dietary: string[];
  allergies: string[];
  severities: Record<string, AllergySeverity>;
  onChange: (lists: DietaryListsPatch) => void;
  /** The lists differ from the profile's: offer to save them. */
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  disabled?: boolean;
}

/** The open panel: an editor for each list, a severity per allergy, and "Save to profile" when they changed. */
export function DietaryEditors({ panelId, dietary, allergies, severities, onChange, changed, saving, onSave, disabled }: Props) {
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
        <AllergySeveritySelects allergies={allergies} severities={severities} onChange={(allergySeverities) => onChange({ allergySeverities })} disabled={disabled} />
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
