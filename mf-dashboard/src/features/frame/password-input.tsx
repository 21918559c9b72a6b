import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput as SharedPasswordInput } from 'shared-auth/forms';
import { NS } from '../../i18n';

/**
 * shared-auth's PasswordInput with its show/hide button named in the page's language: Mantine names
 * it "Toggle password visibility", in English on a Bangla page too. (mf-public has its own twin:
 * each remote deploys alone, with its own strings.)
 */
export function PasswordInput(props: ComponentProps<typeof SharedPasswordInput>) {
  const { t } = useTranslation(NS.common);
  return <SharedPasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('passwordToggle'), ...props.visibilityToggleButtonProps }} />;
}
