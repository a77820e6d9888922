import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { DinerProfile } from '@shared/api/diner-profiles';
import type { AllergySeverity } from '@shared/domain/allergy-severity';
import { DINER_NAME_MAX_LENGTH, dinerNameProblem } from '@shared/domain/diner-profiles';
import { Button } from '@/components/ui/Button';
import { AllergySeveritySelects } from '@/components/allergy-severity/AllergySeveritySelects';
import { DietaryListEditor } from './DietaryListEditor';
import { TextField } from './fields';

export interface DinerDraft {
  name: string;
  allergies: string[];
  allergy_severities: Record<string, AllergySeverity>;
  dietary_preferences: string[];
}

interface Props {
  initial: DinerProfile | null;
  saving: boolean;
  /** A failure to show under the form (already translated). */
  error: string | null;
  onSave: (draft: DinerDraft) => void;
  onCancel: () => void;
}

/** Adds or edits one person the user eats with: name, allergies with severity, diets (product-rules §14.3). */
export function DinerProfileForm({ initial, saving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<DinerDraft>({
    name: initial?.name ?? '',
    allergies: initial?.allergies ?? [],
    allergy_severities: initial?.allergy_severities ?? {},
    dietary_preferences: initial?.dietary_preferences ?? [],
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const update = <K extends keyof DinerDraft>(key: K, value: DinerDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dinerNameProblem(draft.name);
    if (problem) {
      setNameError(t(`diners.errors.${problem}`, { max: DINER_NAME_MAX_LENGTH }));
      return;
    }
    onSave(draft);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="diner-form">
      <TextField
        label={t('diners.name')}
        hint={t('diners.nameHint', { max: DINER_NAME_MAX_LENGTH })}
        value={draft.name}
        maxLength={DINER_NAME_MAX_LENGTH * 2}
        onChange={(event) => {
          update('name', event.target.value);
          setNameError(null);
        }}
        error={nameError}
        errorTestId="diner-name-error"
        disabled={saving}
        data-testid="diner-name"
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('diners.allergies')}</legend>
        <DietaryListEditor kind="allergy" entries={draft.allergies} onChange={(entries) => update('allergies', entries)} disabled={saving} />
        <AllergySeveritySelects
          allergies={draft.allergies}
          severities={draft.allergy_severities}
          onChange={(severities) => update('allergy_severities', severities)}
          disabled={saving}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('diners.diets')}</legend>
        <DietaryListEditor kind="dietary" entries={draft.dietary_preferences} onChange={(entries) => update('dietary_preferences', entries)} disabled={saving} />
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="diner-form-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} data-testid="diner-save">
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t('diners.save')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving} data-testid="diner-cancel">
          {t('diners.cancel')}
        </Button>
      </div>
    </form>
  );
}
