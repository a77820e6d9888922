import { useTranslation } from 'react-i18next';
import type { DinerProfile } from '@shared/api/diner-profiles';
import { Link } from 'react-router-dom';
import { ME, toggledPerson } from '../table-people';

interface CardPeoplePickerProps {
  diners: readonly Pick<DinerProfile, 'id' | 'name'>[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * "Who is this card for?" (product-rules §17.1): the user and each of their diner profiles, one checkbox each
 * (native boxes in a fieldset: reachable with Tab, ticked with Space, announced with the legend).
 */
export function CardPeoplePicker({ diners, chosen, onChange }: CardPeoplePickerProps) {
  const { t } = useTranslation('chefCard');
  const people = [{ id: ME, name: t('people.me') }, ...diners.map(({ id, name }) => ({ id, name }))];
  return (
    <fieldset className="space-y-2" data-testid="chef-card-people">
      <legend className="text-sm font-semibold text-ink">{t('people.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {people.map((person) => {
          const on = chosen.includes(person.id);
          return (
            <label
              key={person.id}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={on}
                onChange={(event) => onChange(toggledPerson(chosen, person.id, event.target.checked))}
                data-testid="chef-card-person"
                data-person={person.id === ME ? ME : 'diner'}
              />
              <span className="max-w-[14rem] truncate">{person.name}</span>
            </label>
          );
        })}
      </div>
      {diners.length === 0 && (
        <p className="text-sm text-muted" data-testid="chef-card-people-hint">
          {t('people.addHint')}{' '}
          <Link to="/profile" className="font-semibold text-brand-700 underline">
            {t('people.addLink')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
