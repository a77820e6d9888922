import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '@/features/profile';

export type SavedDietaryLists = { dietary: string[]; allergies: string[] };

/** "Save to profile": PUT /me/profile with the two lists only. */
export function useSaveDietary(onSaved: (lists: SavedDietaryLists) => void) {
  const { t } = useTranslation('search');
  const [saving, setSaving] = useState(false);
  const { mutateAsync: saveProfile } = useSaveProfile();

  const save = async (dietary: string[], allergies: string[]) => {
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

  return { saving, save };
}
