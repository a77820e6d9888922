import type { ChefCardText } from '@shared/domain/chef-card/chef-card-text';
import { dishPeople } from '../dish-people';
import type { FlaggedDish } from '../flagged-dishes';
import { cn } from '@/lib/cn';

/** One language's half of the card: what the kitchen reads (product-rules §17.2). */
function CardLanguage({ card, testId }: { card: ChefCardText; testId: string }) {
  return (
    <section lang={card.language} className="min-w-0 flex-1 space-y-4" data-testid={testId} data-language={card.language}>
      <h2 className="text-xl font-extrabold text-ink sm:text-2xl print:text-4xl">{card.title}</h2>
      {card.people.map((person, index) => (
        <div key={person.name ?? index} className="space-y-3" data-testid="chef-card-person-block">
          {person.heading && (
            <h3 className="break-words text-lg font-bold print:text-3xl" data-testid="chef-card-person-name">
              {person.heading}
            </h3>
          )}
          {person.allergies.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold uppercase tracking-wide text-muted print:text-xl">{card.allergiesHeading}</h4>
              <ul className="mt-1 space-y-1">
                {person.allergies.map((allergy) => (
                  <li key={allergy.name} className="flex flex-wrap items-baseline gap-x-2 text-lg print:text-3xl" data-testid="chef-card-allergy" data-severity={allergy.severity}>
                    <span className="font-bold">{allergy.name}</span>
                    <span className={cn('text-base font-semibold print:text-2xl', allergy.severity === 'severe' ? 'text-red-700' : 'text-muted')}>{allergy.severityLabel}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {person.diets.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold uppercase tracking-wide text-muted print:text-xl">{card.dietsHeading}</h4>
              <p className="mt-1 text-lg font-bold print:text-3xl" data-testid="chef-card-diets">
                {person.diets.join(', ')}
              </p>
            </div>
          )}
          <div className="space-y-2">
            {person.requests.map((request) => (
              <p key={request} className="text-base leading-relaxed print:text-2xl" data-testid="chef-card-request">
                {request}
              </p>
            ))}
          </div>
        </div>
      ))}
      <p className="text-base font-semibold print:text-2xl">{card.thanks}</p>
    </section>
  );
}

export interface CardDishesLabels {
  heading: string;
  note: string;
}

/**
 * The card: the restaurant's language first, then the user's (one half when they are the same), and the
 * dishes of the place's generated menu flagged for the people, labelled an AI estimate in the restaurant's
 * language and the user's (product-rules §17.4).
 */
export function ChefCard({ cards, dishes, dishLabels }: { cards: ChefCardText[]; dishes: FlaggedDish[] | null; dishLabels: CardDishesLabels }) {
  const kitchen = cards[0]!;
  const bilingual = cards.length > 1;
  return (
    <article className="chef-card rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none" data-testid="chef-card" data-print-card>
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10 print:flex-col">
        {cards.map((card, index) => (
          <CardLanguage key={card.language} card={card} testId={index === 0 ? 'chef-card-kitchen' : 'chef-card-mine'} />
        ))}
      </div>
      {dishes && dishes.length > 0 && (
        <section className="mt-6 space-y-1 border-t border-slate-200 pt-4" data-testid="chef-card-dishes">
          <h3 className="text-lg font-bold print:text-3xl" lang={kitchen.language}>
            {kitchen.dishesHeading}
            {bilingual && (
              <span className="block text-base font-semibold text-muted print:text-2xl" lang={cards[1]!.language}>
                {dishLabels.heading}
              </span>
            )}
          </h3>
          <p className="text-sm font-semibold text-amber-800 print:text-xl" lang={kitchen.language} data-testid="chef-card-dishes-kitchen-note">
            {kitchen.dishesNote}
          </p>
          {bilingual && (
            <p className="text-sm text-muted print:text-xl" lang={cards[1]!.language} data-testid="chef-card-dishes-note">
              {dishLabels.note}
            </p>
          )}
          <ul className="mt-2 list-disc space-y-1 pl-5 text-base print:text-2xl">
            {dishes.map((dish) => {
              const who = dishPeople(dish, kitchen);
              return (
                <li key={dish.dish} data-testid="chef-card-dish">
                  {dish.dish}
                  {who && (
                    <span className="text-muted" lang={kitchen.language}>
                      {' '}
                      ({who})
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}
