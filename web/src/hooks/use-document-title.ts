import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Forksure". */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
}
