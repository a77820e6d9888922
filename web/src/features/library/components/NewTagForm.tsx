import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { randomTagColor, TAG_NAME_MAX_LENGTH } from '@shared/domain/tags';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { useCreateTag, useToggleRestaurantTag } from '../hooks/use-tag-mutations';
import type { SavableRestaurant } from '../types';
import { useTagNameMessage } from '../hooks/use-tag-name-message';

/** The tag dialog's "new tag" form: the tag gets a random colour of the 8 and is applied to the restaurant at once. */
export function NewTagForm({ restaurant, titleId }: { restaurant: SavableRestaurant; titleId: string }) {
  const { t } = useTranslation('library');
  const tagNameMessage = useTagNameMessage();
  const errorId = useId();
  const toggle = useToggleRestaurantTag();
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = tagNameMessage(name);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    create.mutate(
      { name, color: randomTagColor() },
      {
        onSuccess: (tag) => {
          setName('');
          toggle.mutate({ restaurant, tag, add: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-100 px-5 py-4" noValidate>
      <label className="text-sm font-semibold" htmlFor={`${titleId}-name`}>
        {t('tags.newTag')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${titleId}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={TAG_NAME_MAX_LENGTH * 2}
          placeholder={t('tags.namePlaceholder')}
          className={cn(inputClass, 'min-w-0 flex-1')}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          data-testid="tag-dialog-name"
        />
        <Button type="submit" disabled={create.isPending} data-testid="tag-dialog-create">
          <Plus className="size-4" aria-hidden="true" />
          {t('tags.create')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-risk-high" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
