import { useId, useState } from 'react';
import { severityOf, type AllergySeverity } from '@shared/domain/allergy-severity';
import { sameDietaryEntries } from '@shared/domain/dietary-presets';
import { AppliedChips } from './AppliedChips';
import { dietaryChips } from './dietary-chips';
import { DietaryEditors, type DietaryListsPatch } from './DietaryEditors';
import { DietaryToggle } from './DietaryToggle';
import { useSaveDietary, type SavedDietaryLists } from './use-save-dietary';

interface Props {
  dietary: string[];
  allergies: string[];
  /** Each allergy's severity (product-rules §11.4). */
  severities: Record<string, AllergySeverity>;
  onChange: (lists: DietaryListsPatch) => void;
  /** The lists stored in the profile; null while loading or when it could not be read. */
  saved: SavedDietaryLists | null;
  onSaved: (lists: SavedDietaryLists) => void;
  loading: boolean;
  disabled?: boolean;
}

/**
 * The search's diets and allergies with their severities (product-rules §4.1 search form, §11.4), pre-filled
 * from the profile. Changes apply to this search; "Save to profile" keeps them for every search (PUT
 * /me/profile with the two lists and the severities only).
 */
export function DietaryPanel({ dietary, allergies, severities, onChange, saved, onSaved, loading, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const { saving, save } = useSaveDietary(onSaved);
  const panelId = useId();
  const changed =
    !!saved &&
    (!sameDietaryEntries(saved.dietary, dietary) ||
      !sameDietaryEntries(saved.allergies, allergies) ||
      allergies.some((allergy) => severityOf(saved.severities, allergy) !== severityOf(severities, allergy)));
  const chips = dietaryChips(dietary, allergies);

  return (
    <div className="rounded-2xl border border-slate-200" data-testid="dietary-panel">
      <DietaryToggle open={open} onToggle={() => setOpen((o) => !o)} panelId={panelId} loading={loading} dietary={dietary} allergies={allergies} />
      {!open && chips.length > 0 && <AppliedChips chips={chips} severities={severities} />}
      {open && (
        <DietaryEditors
          panelId={panelId}
          dietary={dietary}
          allergies={allergies}
          severities={severities}
          onChange={onChange}
          changed={changed}
          saving={saving}
          onSave={() => void save(dietary, allergies, severities)}
          disabled={disabled}
        />
      )}
    </div>
  );
}
