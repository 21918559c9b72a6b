import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Table } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import type { ReceivingAccount } from 'api/types';
import { NS } from '../../i18n';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { FormActions } from '../frame/form-actions';
import { useFormFields } from '../frame/form-fields';
import { formatShortDate } from '../frame/format-date';
import { notifyError, notifySuccess } from '../frame/notify';
import { ErrorState, LoadingState } from '../frame/page-states';
import { DataTable } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import {
  ACCOUNT_CHANNELS,
  EMPTY_ACCOUNT,
  accountChannelName,
  PLATFORM_SCOPE,
  accountBody,
  validateAccount,
  type AccountValues,
} from './account-values';
import { useCampaignChoices } from './campaign-choices';
import { useAddPaymentAccountMutation, useAllPaymentAccountsQuery, useRetirePaymentAccountMutation } from './payments-api';

const ID = 'payment-account';

interface AccountGroup {
  key: string;
  title: string;
  accounts: ReceivingAccount[];
}

/** The platform's accounts first, then each campaign's (by title). */
function groupAccounts(accounts: ReceivingAccount[], titleOf: (id: string) => string, platformTitle: string): AccountGroup[] {
  const platform: AccountGroup = { key: PLATFORM_SCOPE, title: platformTitle, accounts: [] };
  const byCampaign = new Map<string, AccountGroup>();
  for (const account of accounts) {
    if (account.campaignId === null) {
      platform.accounts.push(account);
      continue;
    }
    const group = byCampaign.get(account.campaignId) ?? { key: account.campaignId, title: titleOf(account.campaignId), accounts: [] };
    group.accounts.push(account);
    byCampaign.set(account.campaignId, group);
  }
  return [platform, ...[...byCampaign.values()].sort((a, b) => a.title.localeCompare(b.title))];
}

const describeAccount = (a: ReceivingAccount) => `${accountChannelName(a.channel)} ${a.number} (${a.label})`;

/** Where donors send transfers: the platform's accounts and campaigns' own; add one, retire one. */
export function ReceivingAccounts() {
  const { t } = useTranslation([NS.payments, NS.common]);
  const result = useAllPaymentAccountsQuery();
  const campaigns = useCampaignChoices();
  const [retire, retireState] = useRetirePaymentAccountMutation();
  const [retiring, setRetiring] = useState<ReceivingAccount | null>(null);
  const groups = groupAccounts(result.data ?? [], campaigns.titleOf, t('accounts.platform'));
  // Never narrower than its word (beside a long label on a card it was squeezed to "Retir").
  const retireButton = (a: ReceivingAccount) => (
    <Button size="xs" variant="default" style={{ flexShrink: 0 }} aria-label={t('accounts.retireLabel', { account: describeAccount(a) })} onClick={() => setRetiring(a)}>
      {t('accounts.retire')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={3}>{t('accounts.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('accounts.intro')}
        </Text>
      </div>
      {result.isLoading ? <LoadingState label={t('accounts.loading')} /> : null}
      {result.error ? <ErrorState error={result.error} title={t('accounts.couldNotLoad')} onRetry={result.refetch} /> : null}
      {result.data
        ? groups.map((group) => (
            <section key={group.key} aria-labelledby={`accounts-${group.key}`}>
              <Title order={4} id={`accounts-${group.key}`} mb="xs">
                {group.title}
              </Title>
              <DataTable
                minWidth={640}
                tableProps={{ 'aria-labelledby': `accounts-${group.key}`, verticalSpacing: 'sm' }}
                columns={[
                  t('accounts.columns.channel'),
                  t('accounts.columns.label'),
                  t('accounts.columns.number'),
                  t('accounts.columns.accountName'),
                  t('accounts.columns.added'),
                  t('accounts.columns.retire'),
                ]}
                rows={group.accounts}
                empty={t('accounts.noPlatformAccount')}
                cards={{
                  label: group.title,
                  key: (a) => a._id,
                  render: (a) => (
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          {accountChannelName(a.channel)} · {a.label}
                        </Text>
                        {retireButton(a)}
                      </Group>
                      <CardLine label={t('accounts.columns.number')}>
                        <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{a.number}</span>
                      </CardLine>
                      <CardLine label={t('accounts.columns.accountName')}>{a.accountName}</CardLine>
                      <CardLine label={t('accounts.columns.added')}>{formatShortDate(a.createdAt)}</CardLine>
                    </Stack>
                  ),
                }}
                renderRow={(a) => (
                  <Table.Tr key={a._id}>
                    <Table.Td>{accountChannelName(a.channel)}</Table.Td>
                    <Table.Td>{a.label}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>{a.number}</Table.Td>
                    <Table.Td>{a.accountName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(a.createdAt)}</Table.Td>
                    <Table.Td>{retireButton(a)}</Table.Td>
                  </Table.Tr>
                )}
              />
            </section>
          ))
        : null}
      <AddAccountForm campaigns={campaigns.options} />
      <ConfirmDeleteDialog
        item={retiring}
        title={t('accounts.retireDialog.title')}
        question={t('accounts.retireDialog.question')}
        describe={describeAccount}
        remove={(a) => retire(a._id).unwrap()}
        busy={retireState.isLoading}
        doneMessage={t('accounts.retireDialog.done')}
        failedTitle={t('accounts.retireDialog.failed')}
        onClose={() => setRetiring(null)}
      />
    </Stack>
  );
}

function AddAccountForm({ campaigns }: { campaigns: { value: string; label: string }[] }) {
  const { t } = useTranslation([NS.payments, NS.common]);
  const { values, errors, set, check, reset } = useFormFields<AccountValues>(EMPTY_ACCOUNT, validateAccount, ID);
  const [add, { isLoading }] = useAddPaymentAccountMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const answer = await add(accountBody(values)).unwrap();
      notifySuccess(answer.message || t('accounts.add.added'));
      reset(EMPTY_ACCOUNT);
    } catch (error) {
      notifyError(errorMessage(error, t('accounts.add.couldNotAdd')), t('accounts.add.failedTitle'));
    }
  };

  const mobile = values.channel !== '' && values.channel !== 'bank';
  return (
    <section aria-labelledby="add-account-heading">
      <Title order={4} id="add-account-heading" mb="xs">
        {t('accounts.add.title')}
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={720}>
        <form onSubmit={submit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                id={`${ID}-scope`}
                label={t('accounts.add.for')}
                required
                value={values.scope}
                data={[{ value: PLATFORM_SCOPE, label: t('accounts.add.platformScope') }, ...campaigns]}
                onChange={(e) => set('scope', e.currentTarget.value)}
                error={errors.scope}
              />
              <NativeSelect
                id={`${ID}-channel`}
                label={t('accounts.add.channel')}
                required
                value={values.channel}
                data={[{ value: '', label: t('accounts.add.chooseChannel'), disabled: true }, ...ACCOUNT_CHANNELS.map((c) => ({ value: c, label: accountChannelName(c) }))]}
                onChange={(e) => set('channel', e.currentTarget.value as AccountValues['channel'])}
                error={errors.channel}
              />
            </SimpleGrid>
            <TextInput
              id={`${ID}-label`}
              label={t('accounts.add.label')}
              placeholder={t('accounts.add.labelPlaceholder')}
              required
              value={values.label}
              onChange={(e) => set('label', e.currentTarget.value)}
              error={errors.label}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-number`}
                label={values.channel === 'bank' ? t('accounts.add.accountNumber') : t('accounts.add.number')}
                description={mobile ? t('accounts.add.mobileDescription') : values.channel === 'bank' ? t('accounts.add.bankDescription') : undefined}
                inputMode={values.channel === 'bank' ? 'numeric' : 'tel'}
                required
                value={values.number}
                onChange={(e) => set('number', e.currentTarget.value)}
                error={errors.number}
              />
              <TextInput
                id={`${ID}-accountName`}
                label={t('accounts.add.accountName')}
                description={t('accounts.add.accountNameDescription')}
                required
                value={values.accountName}
                onChange={(e) => set('accountName', e.currentTarget.value)}
                error={errors.accountName}
              />
            </SimpleGrid>
            <FormActions submitLabel={t('accounts.add.submit')} busy={isLoading} />
          </Stack>
        </form>
      </Paper>
    </section>
  );
}
