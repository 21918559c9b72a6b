import { useState, type ReactNode } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { OfflineGiftForm } from './offline-gift-form';
import { PendingGifts } from './pending-gifts';
import { ReceivingAccounts } from './receiving-accounts';
import { SectionTabs, panelId, tabId, type SectionTab } from './section-tabs';
import { StatementUpload } from './statement-upload';

type Tab = 'pending' | 'statement' | 'offline' | 'accounts';

export const PAYMENT_TABS: readonly Tab[] = ['pending', 'statement', 'offline', 'accounts'];

const PANELS: Record<Tab, () => ReactNode> = {
  pending: () => <PendingGifts />,
  statement: () => <StatementUpload />,
  offline: () => <OfflineGiftForm />,
  accounts: () => <ReceivingAccounts />,
};

function tabFrom(value: string | null): Tab {
  return PAYMENT_TABS.find((t) => t === value) ?? 'pending';
}

/**
 * Admins see the money (issue 14): gifts waiting for it, a statement that confirms many at once,
 * gifts received by hand, and the accounts donors send transfers to. The tab is in the address
 * (`?tab=statement`); a panel stays mounted once opened, so a half-typed form survives a look at another tab.
 */
export function PaymentsPage() {
  // Every panel's strings at once: the first look at another tab does not wait for them.
  const { t } = useTranslation([NS.payments, NS['user-donations'], NS.frame, NS.common]);
  useDocumentTitle(t('title'));
  // i18n-keys: tabs.pending, tabs.statement, tabs.offline, tabs.accounts
  const tabs: SectionTab<Tab>[] = PAYMENT_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }));
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  const choose = (next: Tab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'pending') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <SectionTabs label={t('tabsLabel')} tabs={tabs} value={tab} onChange={choose} />
      {PAYMENT_TABS.map((value) =>
        opened.has(value) ? (
          <Box key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} hidden={value !== tab}>
            {PANELS[value]()}
          </Box>
        ) : null,
      )}
    </Stack>
  );
}
