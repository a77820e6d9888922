import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Tag } from '@shared/api/library';
import { Button } from '@/components/ui/Button';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { TagChip } from './TagChip';

/**
 * Asks before a tag is deleted on /saved-list: names the tag and how many places lose it (its uses
 * go with it). `places` is undefined while the tag links load.
 */
export function DeleteTagDialog({ tag, places, onConfirm, onClose }: { tag: Tag; places: number | undefined; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('library');
  const titleId = useId();
  const bodyId = useId();
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
      data-testid="tag-delete-dialog"
    >
      <div className="flex flex-col gap-3 p-5">
        <div className="flex size-11 items-center justify-center rounded-2xl bg-red-50 text-risk-high">
          <Trash2 className="size-5" aria-hidden="true" />
        </div>
        <h2 id={titleId} className="text-lg font-bold">
          {t('manage.confirmTitle')}
        </h2>
        <div className="self-start">
          <TagChip tag={tag} />
        </div>
        <p id={bodyId} className="text-sm text-muted" data-testid="tag-delete-uses">
          {places === undefined ? t('manage.confirmBodyUnknown', { name: tag.tag_name }) : t('manage.confirmBody', { name: tag.tag_name, count: places })}
        </p>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} data-testid="tag-delete-cancel" autoFocus>
            {t('manage.confirmCancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} data-testid="tag-delete-confirm">
            {t('manage.confirmDelete')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
