import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/**
 * Asks before deleting one item of a list ("Yes, delete", in red); on confirm runs `remove` (an RTK
 * Query mutation's `unwrap()`), toasts the server's answer (or what went wrong) and closes.
 */
export function ConfirmDeleteDialog<T>({
  remove,
  ...props
}: Omit<ConfirmDialogProps<T>, 'run' | 'confirmLabel' | 'color' | 'children'> & { remove: (item: T) => Promise<{ message?: string }> }) {
  const { t } = useTranslation(NS.common);
  return <ConfirmDialog {...props} run={remove} confirmLabel={t('yesDelete')} color="red.9" />;
}
