import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput as SharedPasswordInput } from 'shared-auth/forms';
import { NS } from '../../i18n';
// After the inputs' own styles, which it builds on (Mantine's order).
import '../common/form-styles';
import '@mantine/core/styles/PasswordInput.css';

/**
 * shared-auth's PasswordInput with its show/hide button named in the page's language: Mantine names
 * it "Toggle password visibility", in English on a Bangla page too.
 */
export function PasswordInput(props: ComponentProps<typeof SharedPasswordInput>) {
  const { t } = useTranslation(NS.forms);
  return <SharedPasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('passwordToggle'), ...props.visibilityToggleButtonProps }} />;
}
