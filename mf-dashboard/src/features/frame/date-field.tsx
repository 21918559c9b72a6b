import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/**
 * A date picked with the browser's own field (YYYY-MM-DD as value). Its text ("mm/dd/yyyy") is in
 * the browser's language whatever the page's, so once a day is picked the description says it in
 * the page's language too ("Chosen: 10 December 2099" / "বেছে নেওয়া তারিখ: ১০ ডিসেম্বর, ২০৯৯").
 */
export function DateField({ description, value, ...props }: Omit<TextInputProps, 'type' | 'value'> & { value: string; description?: ReactNode }) {
  const { t } = useTranslation(NS.common);
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00+06:00`, 'long') : '';
  return (
    <TextInput
      {...props}
      type="date"
      value={value}
      description={
        chosen ? (
          <>
            {description}
            {description ? ' ' : null}
            <strong data-testid="chosen-date">{t('chosenDate', { date: chosen })}</strong>
          </>
        ) : (
          description
        )
      }
    />
  );
}
