import { type MutableRefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Salad, ShieldAlert, UserRound } from 'lucide-react';
import { type Profile } from '@shared/api/profile';
import { useProfileForm } from '../hooks/use-profile-form';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { useSessionLost } from '../hooks/use-session-lost';
import { AllergySeveritySelects } from '@/components/allergy-severity/AllergySeveritySelects';
import { DietaryListEditor } from './DietaryListEditor';
import { DinersSection } from './DinersSection';
import { ProfileBasicsFields } from './ProfileBasicsFields';
import { ProfileSaveBar } from './ProfileSaveBar';
import { ProfileSection as Section } from './ProfileSection';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { YourDataSection } from './YourDataSection';

/** The editable profile; saving goes to /home (product-rules §14.1, /profile); below it, "Your data" (§14.2). */
/**
 * `leavingRef` is the page's hook for its heading (ProfilePage renders the heading once, for every state, so an
 * Account Details dialog opened while the profile loads stays open): the form puts its leave-guard bypass there.
 */
export function ProfileForm({ initial, isNewUser, leavingRef }: { initial: Profile; isNewUser: boolean; leavingRef: MutableRefObject<() => void> }) {
  const { t } = useTranslation('profile');
  const form = useProfileForm(initial);
  const { draft, dirty, saving } = form;
  const { canSave, onSubmit, usernameRef, blocker, allowLeave } = useProfileSubmit(form, initial, isNewUser);
  const onSessionLost = useSessionLost(allowLeave);
  useEffect(() => {
    leavingRef.current = allowLeave;
  }, [leavingRef, allowLeave]);

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6" data-testid="profile-form">
        <Section icon={UserRound} title={t('sections.basics.title')} description={t('sections.basics.description')} testId="basics">
          <ProfileBasicsFields form={form} usernameRef={usernameRef} />
        </Section>

        <Section icon={Salad} title={t('lists.dietary.title')} description={t('lists.dietary.description')} testId="dietary">
          <DietaryListEditor
            kind="dietary"
            entries={draft.dietary_preferences}
            onChange={(entries) => form.update('dietary_preferences', entries)}
            disabled={saving}
          />
        </Section>

        <Section icon={ShieldAlert} title={t('lists.allergy.title')} description={t('lists.allergy.description')} testId="allergy">
          <DietaryListEditor kind="allergy" entries={draft.allergies} onChange={(entries) => form.update('allergies', entries)} disabled={saving} />
          <AllergySeveritySelects
            allergies={draft.allergies}
            severities={draft.allergy_severities}
            onChange={(severities) => form.update('allergy_severities', severities)}
            disabled={saving}
          />
        </Section>

        <ProfileSaveBar dirty={dirty} saving={saving} canSave={canSave} isNewUser={isNewUser} onDiscard={form.discard} />
      </form>
      <div className="mt-6">
        <DinersSection />
      </div>
      <div className="mt-6">
        <YourDataSection onLeaving={allowLeave} onSessionLost={onSessionLost} />
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
