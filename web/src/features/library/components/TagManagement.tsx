import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { useTagCreation } from '../hooks/use-tag-creation';
import { useTags } from '../hooks/use-tags';
import { TagCreateForm } from './TagCreateForm';
import { TagManageList } from './TagManageList';
import { TagQuickStart } from './TagQuickStart';

/**
 * Tag Management on /saved-list (product-rules §6.2, premium): create a tag (name up to 50 characters, one of
 * the 16 colours, the first unused preselected), the quick-start tags, and delete a tag with its uses.
 */
export function TagManagement() {
  const { t } = useTranslation('library');
  const titleId = useId();
  const tags = useTags();
  const list = tags.data?.tags ?? [];
  const creation = useTagCreation(list);

  return (
    <section aria-labelledby={titleId} data-testid="tag-management">
      <Card className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('manage.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('manage.intro')}</p>

      <TagCreateForm creation={creation} />
      <TagQuickStart list={list} creation={creation} />
      <TagManageList tags={tags} />
    </Card>
    </section>
  );
}
