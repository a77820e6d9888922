import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { backTarget, type RestaurantNavState } from '../restaurant-nav-state';

/** Back by the spec's rules (history, results with their state, else one step back). */
export function BackButton({ nav }: { nav: RestaurantNavState }) {
  const { t } = useTranslation('restaurant');
  const navigate = useNavigate();
  const target = backTarget(nav);
  const go = () => {
    if (target.kind === 'previous') {
      // Opened by a typed or shared link there is no step back inside the app: go home instead.
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate('/home');
    } else {
      navigate(target.to, target.kind === 'results' ? { state: target.state } : undefined);
    }
  };
  return (
    <button
      type="button"
      onClick={go}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="restaurant-back"
      data-target={target.kind}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t(`back.${target.kind}`)}
    </button>
  );
}
