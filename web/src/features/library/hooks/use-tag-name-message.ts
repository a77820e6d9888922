import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH, tagNameProblem } from '@shared/domain/tags';

/** What the user reads when a tag name is refused (blank, or too long), or null when it is fine. Both tag forms use it. */
export function useTagNameMessage(): (name: string) => string | null {
  const { t } = useTranslation('library');
  return (name) => {
    const problem = tagNameProblem(name);
    if (!problem) return null;
    return problem === 'nameRequired' ? t('tags.nameRequired') : t('tags.nameTooLong', { max: TAG_NAME_MAX_LENGTH });
  };
}
