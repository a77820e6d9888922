import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles, UserPlus, Users } from 'lucide-react';
import { DINER_PROFILE_ERROR_CODES } from '@shared/api/diner-profiles';
import { nextTierForDiners } from '@shared/domain/diner-profiles';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ApiError } from '@/lib/api-client';
import { useDinerProfileChanges, useMyDinerProfiles } from '../hooks/use-diner-profiles';
import { type DinerDraft, DinerProfileForm } from './DinerProfileForm';
import { DinerProfileRow } from './DinerProfileRow';
import { ProfileSection } from './ProfileSection';

/** The profile's "People I eat with" card (product-rules §14.3): list, add, edit, delete; the plan's limit. */
export function DinersSection() {
  const { t } = useTranslation(['profile', 'common']);
  const list = useMyDinerProfiles();
  const plan = list.data?.tier ?? 'free';
  const { save, remove } = useDinerProfileChanges();
  // null: no form open; 'new': adding; an id: editing that person.
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const limit = list.data?.limit ?? 0;
  const full = list.data !== undefined && items.length >= limit;
  const next = nextTierForDiners(plan);
  const limitMessage = t('profile:diners.limit', { plan: t(`common:tiers.${plan}`), count: limit });

  const failure = (cause: unknown) =>
    cause instanceof ApiError && cause.code === DINER_PROFILE_ERROR_CODES.limitReached ? limitMessage : t('profile:diners.saveFailed');

  const onSave = (draft: DinerDraft) => {
    setError(null);
    save.mutate(
      { id: editing === 'new' ? null : editing, body: draft },
      { onSuccess: () => setEditing(null), onError: (cause) => setError(failure(cause)) },
    );
  };
  const onDelete = (id: string) => {
    setError(null);
    remove.mutate(id, { onError: () => setError(t('profile:diners.deleteFailed')) });
  };
  const open = (target: string) => {
    setError(null);
    setEditing(target);
  };

  return (
    <ProfileSection icon={Users} title={t('profile:diners.title')} description={t('profile:diners.description')} testId="diners">
      {list.isError && !list.data && <p className="text-sm text-muted">{t('profile:diners.loadFailed')}</p>}
      {list.data && items.length === 0 && editing === null && <p className="text-sm text-muted" data-testid="diners-empty">{t('profile:diners.empty')}</p>}
      <ul className="flex flex-col gap-3" data-testid="diner-list">
        {items.map((diner) =>
          editing === diner.id ? (
            <li key={diner.id}>
              <DinerProfileForm initial={diner} saving={save.isPending} error={error} onSave={onSave} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <DinerProfileRow key={diner.id} diner={diner} busy={save.isPending || remove.isPending} onEdit={() => open(diner.id)} onDelete={() => onDelete(diner.id)} />
          ),
        )}
      </ul>
      {editing === 'new' && (
        <div className="mt-3">
          <DinerProfileForm initial={null} saving={save.isPending} error={error} onSave={onSave} onCancel={() => setEditing(null)} />
        </div>
      )}
      {editing === null && error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700" data-testid="diners-error">
          {error}
        </p>
      )}
      {list.data && editing === null && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {full ? (
            <>
              <p className="text-sm text-muted" data-testid="diners-limit">
                {limitMessage}
              </p>
              {next && (
                <ButtonLink to="/pricing" variant="outline" size="sm" data-testid="diners-upgrade">
                  <Sparkles className="size-4" aria-hidden="true" />
                  {t('profile:diners.upgrade', { plan: t(`common:tiers.${next}`) })}
                </ButtonLink>
              )}
            </>
          ) : (
            <Button variant="outline" onClick={() => open('new')} data-testid="diner-add">
              <UserPlus className="size-4" aria-hidden="true" />
              {t('profile:diners.add')}
            </Button>
          )}
        </div>
      )}
    </ProfileSection>
  );
}
