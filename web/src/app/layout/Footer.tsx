import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/features/i18n';
import { LogoMark } from '@/components/ui/Logo';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const linkClass = 'text-sm text-slate-300 hover:text-white';

  return (
    <footer className="mt-auto bg-brand-950 text-slate-300">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr_auto] lg:px-8">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold text-white">{t('brand')}</span>
          </div>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')} className="flex flex-col gap-2.5">
          <Link to="/pricing" className={linkClass}>
            {t('footer.pricing')}
          </Link>
          <Link to="/terms-of-service" className={linkClass}>
            {t('footer.terms')}
          </Link>
          <Link to="/privacy-policy" className={linkClass}>
            {t('footer.privacy')}
          </Link>
        </nav>
        <div className="flex flex-col items-start gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-400">{t('language.label')}</span>
          <LanguageSwitcher testId="footer-language-switcher" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year })} {t('footer.disclaimer')}
        </p>
      </div>
    </footer>
  );
}
