import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/api/library';
import type { TagColor } from '@shared/domain/tags';
import { defaultTagColor, isDuplicateTagName } from '../tag-management';
import { useCreateTag } from './use-tag-mutations';
import { useTagNameMessage } from './use-tag-name-message';

/**
 * Creating a tag on Tag Management: the name, the picked colour (the first unused one until the user
 * picks), the name's problem; a created tag empties the form.
 */
export function useTagCreation(list: Tag[]) {
  const { t } = useTranslation('library');
  const tagNameMessage = useTagNameMessage();
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<TagColor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const color = picked ?? defaultTagColor(list);

  const createTag = (tagName: string, tagColor: TagColor) => {
    const problem = tagNameMessage(tagName);
    if (problem) return setError(problem);
    if (isDuplicateTagName(tagName, list)) return setError(t('tags.duplicate'));
    setError(null);
    create.mutate(
      { name: tagName, color: tagColor },
      {
        onSuccess: () => {
          setName('');
          setPicked(null);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    createTag(name, color);
  };

  return { name, setName, color, setPicked, error, createTag, submit, pending: create.isPending };
}
