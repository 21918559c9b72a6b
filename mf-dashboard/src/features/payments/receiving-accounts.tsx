import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import type { ReceivingAccount, TransferChannel } from 'api/types';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { FormActions } from '../frame/form-actions';
import { useFormFields } from '../frame/form-fields';
import { formatShortDate } from '../frame/format-date';
import { notifyError, notifySuccess } from '../frame/notify';
import { ErrorState, LoadingState } from '../frame/page-states';
import { EmptyRow } from '../frame/table-parts';
import {
  CHANNEL_NAMES,
  EMPTY_ACCOUNT,
  PLATFORM_SCOPE,
  accountBody,
  validateAccount,
  type AccountValues,
} from './account-values';
import { useCampaignChoices } from './campaign-choices';
import { useAddPaymentAccountMutation, useAllPaymentAccountsQuery, useRetirePaymentAccountMutation } from './payments-api';

const ID = 'payment-account';
const CHANNELS = Object.keys(CHANNEL_NAMES) as TransferChannel[];

interface AccountGroup {
  key: string;
  title: string;
  accounts: ReceivingAccount[];
}

/** The platform's accounts first, then each campaign's (by title). */
function groupAccounts(accounts: ReceivingAccount[], titleOf: (id: string) => string): AccountGroup[] {
  const platform: AccountGroup = { key: PLATFORM_SCOPE, title: 'Platform', accounts: [] };
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

const describeAccount = (a: ReceivingAccount) => `${CHANNEL_NAMES[a.channel] ?? a.channel} ${a.number} (${a.label})`;

/** Where donors send transfers: the platform's accounts and campaigns' own; add one, retire one. */
export function ReceivingAccounts() {
  const result = useAllPaymentAccountsQuery();
  const campaigns = useCampaignChoices();
  const [retire, retireState] = useRetirePaymentAccountMutation();
  const [retiring, setRetiring] = useState<ReceivingAccount | null>(null);
  const groups = groupAccounts(result.data ?? [], campaigns.titleOf);

  return (
    <Stack gap="lg">
      <div>
        <Title order={3}>Receiving accounts</Title>
        <Text c="dimmed" size="sm">
          Donors are told to send transfers here. A campaign with accounts of its own shows only those; the others show the platform’s.
        </Text>
      </div>
      {result.isLoading ? <LoadingState label="Loading accounts..." /> : null}
      {result.error ? <ErrorState error={result.error} title="Could not load the accounts" onRetry={result.refetch} /> : null}
      {result.data
        ? groups.map((group) => (
            <section key={group.key} aria-labelledby={`accounts-${group.key}`}>
              <Title order={4} id={`accounts-${group.key}`} mb="xs">
                {group.title}
              </Title>
              <Paper withBorder radius="md">
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-labelledby={`accounts-${group.key}`} verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        {['Channel', 'Label', 'Number', 'Account name', 'Added', 'Retire'].map((c) => (
                          <Table.Th key={c} scope="col">
                            {c}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {group.accounts.length === 0 ? (
                        <EmptyRow colSpan={6} text="No platform account yet: donors to campaigns without their own accounts are shown none." />
                      ) : null}
                      {group.accounts.map((a) => (
                        <Table.Tr key={a._id}>
                          <Table.Td>{CHANNEL_NAMES[a.channel] ?? a.channel}</Table.Td>
                          <Table.Td>{a.label}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>{a.number}</Table.Td>
                          <Table.Td>{a.accountName}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(a.createdAt)}</Table.Td>
                          <Table.Td>
                            <Button size="xs" variant="default" aria-label={`Retire ${describeAccount(a)}`} onClick={() => setRetiring(a)}>
                              Retire
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            </section>
          ))
        : null}
      <AddAccountForm campaigns={campaigns.options} />
      <ConfirmDeleteDialog
        item={retiring}
        title="Retire this account?"
        question="Donors will no longer be told to send money here. Gifts already made keep their details."
        describe={describeAccount}
        remove={(a) => retire(a._id).unwrap()}
        busy={retireState.isLoading}
        doneMessage="Account retired."
        failedTitle="Could not retire the account"
        onClose={() => setRetiring(null)}
      />
    </Stack>
  );
}

function AddAccountForm({ campaigns }: { campaigns: { value: string; label: string }[] }) {
  const { values, errors, set, check, reset } = useFormFields<AccountValues>(EMPTY_ACCOUNT, validateAccount, ID);
  const [add, { isLoading }] = useAddPaymentAccountMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const answer = await add(accountBody(values)).unwrap();
      notifySuccess(answer.message || 'Account added.');
      reset(EMPTY_ACCOUNT);
    } catch (error) {
      notifyError(errorMessage(error, 'The account could not be added. Please try again.'), 'Could not add the account');
    }
  };

  const mobile = values.channel !== '' && values.channel !== 'bank';
  return (
    <section aria-labelledby="add-account-heading">
      <Title order={4} id="add-account-heading" mb="xs">
        Add an account
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={720}>
        <form onSubmit={submit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                id={`${ID}-scope`}
                label="For"
                required
                value={values.scope}
                data={[{ value: PLATFORM_SCOPE, label: 'The platform (campaigns without their own)' }, ...campaigns]}
                onChange={(e) => set('scope', e.currentTarget.value)}
                error={errors.scope}
              />
              <NativeSelect
                id={`${ID}-channel`}
                label="Channel"
                required
                value={values.channel}
                data={[{ value: '', label: 'Choose a channel', disabled: true }, ...CHANNELS.map((c) => ({ value: c, label: CHANNEL_NAMES[c] }))]}
                onChange={(e) => set('channel', e.currentTarget.value as AccountValues['channel'])}
                error={errors.channel}
              />
            </SimpleGrid>
            <TextInput
              id={`${ID}-label`}
              label="Label"
              placeholder="bKash merchant, or Dutch-Bangla Bank, Gulshan branch"
              required
              value={values.label}
              onChange={(e) => set('label', e.currentTarget.value)}
              error={errors.label}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-number`}
                label={values.channel === 'bank' ? 'Account number' : 'Number'}
                description={mobile ? 'A mobile number: 01XXXXXXXXX or +8801XXXXXXXXX' : values.channel === 'bank' ? '6 to 20 digits' : undefined}
                inputMode={values.channel === 'bank' ? 'numeric' : 'tel'}
                required
                value={values.number}
                onChange={(e) => set('number', e.currentTarget.value)}
                error={errors.number}
              />
              <TextInput
                id={`${ID}-accountName`}
                label="Account name"
                description="The name the account is held in"
                required
                value={values.accountName}
                onChange={(e) => set('accountName', e.currentTarget.value)}
                error={errors.accountName}
              />
            </SimpleGrid>
            <FormActions submitLabel="Add account" busy={isLoading} />
          </Stack>
        </form>
      </Paper>
    </section>
  );
}
