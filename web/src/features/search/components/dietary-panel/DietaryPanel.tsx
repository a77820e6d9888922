import { useId, useState } from 'react';
import { sameDietaryEntries } from '@shared/domain/dietary-presets';
import { AppliedChips } from './AppliedChips';
import { dietaryChips } from './dietary-chips';
import { DietaryEditors } from './DietaryEditors';
import { DietaryToggle } from './DietaryToggle';
import { useSaveDietary, type SavedDietaryLists } from './use-save-dietary';

interface Props {
  dietary: string[];
  allergies: string[];
  onChange: (lists: { dietaryRestrictions?: string[]; allergies?: string[] }) => void;
  /** The lists stored in the profile; null while loading or when it could not be read. */
  saved: SavedDietaryLists | null;
  onSaved: (lists: SavedDietaryLists) => void;
  loading: boolean;
  disabled?: boolean;
}

/**
 * The search's diets and allergies (product-rules §4.1 search form), pre-filled from the profile. Changes
 * apply to this search; "Save to profile" keeps them for every search (PUT /me/profile with the
 * two lists only).
 */
export function DietaryPanel({ dietary, allergies, onChange, saved, onSaved, loading, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const { saving, save } = useSaveDietary(onSaved);
  const panelId = useId();
  const changed = !!saved && (!sameDietaryEntries(saved.dietary, dietary) || !sameDietaryEntries(saved.allergies, allergies));
  const chips = dietaryChips(dietary, allergies);

  return (
    <div className="rounded-2xl border border-slate-200" data-testid="dietary-panel">
      <DietaryToggle open={open} onToggle={() => setOpen((o) => !o)} panelId={panelId} loading={loading} dietary={dietary} allergies={allergies} />
      {!open && chips.length > 0 && <AppliedChips chips={chips} />}
      {open && (
        <DietaryEditors
          panelId={panelId}
          dietary={dietary}
          allergies={allergies}
          onChange={onChange}
          changed={changed}
          saving={saving}
          onSave={() => void save(dietary, allergies)}
          disabled={disabled}
        />
      )}
    </div>
  );
}
