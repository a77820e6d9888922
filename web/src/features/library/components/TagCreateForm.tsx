import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { TAG_NAME_MAX_LENGTH, TAG_PALETTE } from '@shared/domain/tags';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { type useTagCreation } from '../hooks/use-tag-creation';

type Creation = ReturnType<typeof useTagCreation>;

/** Tag Management's create form: a name (up to 50 characters) and one of the 16 colours. */
export function TagCreateForm({ creation }: { creation: Creation }) {
  const { t } = useTranslation('library');
  const ids = { name: useId(), error: useId() };
  const { name, setName, error, submit } = creation;
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
      <div>
        <label htmlFor={ids.name} className="text-sm font-semibold text-ink">
          {t('manage.nameLabel')}
        </label>
        <input
          id={ids.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={TAG_NAME_MAX_LENGTH * 2}
          placeholder={t('tags.namePlaceholder')}
          className={cn(inputClass, 'mt-1.5')}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          data-testid="tag-manage-name"
        />
        {error && (
          <p id={ids.error} className="mt-1.5 text-sm text-risk-high" role="alert" data-testid="tag-manage-error">
            {error}
          </p>
        )}
      </div>
      <TagColorPicker creation={creation} />
      <div>
        <Button type="submit" disabled={creation.pending} data-testid="tag-manage-create">
          <Plus className="size-4" aria-hidden="true" />
          {t('manage.create')}
        </Button>
      </div>
    </form>
  );
}

function TagColorPicker({ creation: { color, setPicked } }: { creation: Creation }) {
  const { t } = useTranslation('library');
  const colorsId = useId();
  return (
    <fieldset>
      <legend id={colorsId} className="text-sm font-semibold text-ink">
        {t('manage.colorLabel')}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2" data-testid="tag-manage-colors">
        {TAG_PALETTE.map((c, i) => (
          <label key={c} className="relative cursor-pointer">
            <input
              type="radio"
              name="tag-color"
              value={c}
              checked={c === color}
              onChange={() => setPicked(c)}
              className="peer sr-only"
              aria-label={t('manage.colorOption', { n: i + 1 })}
              data-testid="tag-manage-color"
            />
            <span
              className="block size-8 rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(15,31,29,0.15)] peer-checked:shadow-[0_0_0_2px_#0f1f1d] peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
              style={{ backgroundColor: c }}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
