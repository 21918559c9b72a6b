import { useState, type ReactNode } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared-auth';
import { OfflineGiftForm } from './offline-gift-form';
import { PendingGifts } from './pending-gifts';
import { ReceivingAccounts } from './receiving-accounts';
import { SectionTabs, panelId, tabId, type SectionTab } from './section-tabs';
import { StatementUpload } from './statement-upload';

type Tab = 'pending' | 'statement' | 'offline' | 'accounts';

export const PAYMENT_TABS: readonly SectionTab<Tab>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'statement', label: 'Statement' },
  { value: 'offline', label: 'Offline gift' },
  { value: 'accounts', label: 'Receiving accounts' },
];

const PANELS: Record<Tab, () => ReactNode> = {
  pending: () => <PendingGifts />,
  statement: () => <StatementUpload />,
  offline: () => <OfflineGiftForm />,
  accounts: () => <ReceivingAccounts />,
};

function tabFrom(value: string | null): Tab {
  return PAYMENT_TABS.find((t) => t.value === value)?.value ?? 'pending';
}

/**
 * Admins see the money (issue 14): gifts waiting for it, a statement that confirms many at once,
 * gifts received by hand, and the accounts donors send transfers to. The tab is in the address
 * (`?tab=statement`); a panel stays mounted once opened, so a half-typed form survives a look at another tab.
 */
export function PaymentsPage() {
  useDocumentTitle('Payments');
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
        <Title order={2}>Payments</Title>
        <Text c="dimmed">A gift counts once its money is seen. Confirm transfers, import statements, record cash and cheques.</Text>
      </div>
      <SectionTabs label="Payments" tabs={PAYMENT_TABS} value={tab} onChange={choose} />
      {PAYMENT_TABS.map(({ value }) =>
        opened.has(value) ? (
          <Box key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} hidden={value !== tab}>
            {PANELS[value]()}
          </Box>
        ) : null,
      )}
    </Stack>
  );
}
