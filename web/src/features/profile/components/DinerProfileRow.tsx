import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { DinerProfile } from '@shared/api/diner-profiles';
import { dinerInitials } from '@shared/domain/diner-profiles';
import { severityOf } from '@shared/domain/allergy-severity';
import { Button } from '@/components/ui/Button';
import { useRestrictionNames } from '@/lib/restriction-names';

/** One person the user eats with: initials, name, allergies with their severity, diets; edit and delete. */
export function DinerProfileRow({ diner, busy, onEdit, onDelete }: { diner: DinerProfile; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('profile');
  const names = useRestrictionNames();
  const allergies = diner.allergies.map((a) => `${names.entry('allergy', a)} (${t(`severity.options.${severityOf(diner.allergy_severities, a)}`)})`);
  const diets = diner.dietary_preferences.map((d) => names.entry('dietary', d));
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="diner-row">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
          {dinerInitials(diner.name)}
        </span>
        <div className="min-w-0">
          <p className="break-words font-semibold text-ink" data-testid="diner-row-name">
            {diner.name}
          </p>
          {allergies.length === 0 && diets.length === 0 ? (
            <p className="text-sm text-muted">{t('diners.nothingListed')}</p>
          ) : (
            <dl className="mt-1 text-sm text-muted">
              {allergies.length > 0 && (
                <div>
                  <dt className="inline font-medium text-ink">{t('diners.allergies')}: </dt>
                  <dd className="inline">{allergies.join(', ')}</dd>
                </div>
              )}
              {diets.length > 0 && (
                <div>
                  <dt className="inline font-medium text-ink">{t('diners.diets')}: </dt>
                  <dd className="inline">{diets.join(', ')}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy} aria-label={t('diners.editLabel', { name: diner.name })} data-testid="diner-edit">
          <Pencil className="size-4" aria-hidden="true" />
          {t('diners.edit')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} disabled={busy} aria-label={t('diners.deleteLabel', { name: diner.name })} data-testid="diner-delete">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('diners.delete')}
        </Button>
      </div>
    </li>
  );
}
