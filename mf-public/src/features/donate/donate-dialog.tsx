import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, Modal } from 'shared-auth/overlays';
import { useNavigate } from 'react-router-dom';
import { errorMessage, formatTk, useAuth, type Campaign } from 'shared-auth';
import { usePublicDonateMutation } from './donate-api';
import { amountError, normaliseAmount } from './amount';
import { emailError, requiredError } from '../auth/validate';
import { toastError, toastSuccess } from '../common/notify';
import '../common/dialog-styles';

const QUICK_AMOUNTS = [500, 1000, 5000];

type Field = 'amount' | 'name' | 'email';

/** Donate Now: amount, and for guests name + email; signed-in donors are known by their account. */
export function DonateDialog({ campaign, opened, onClose }: { campaign: Pick<Campaign, '_id' | 'title' | 'image'>; opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [donate, { isLoading }] = usePublicDonateMutation();
  const navigate = useNavigate();

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const a = amountError(amount);
    if (a) found.amount = a;
    if (!user) {
      const n = requiredError(name, 'Name');
      if (n) found.name = n;
      const e = emailError(email);
      if (e) found.email = e;
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await donate({
        id: campaign._id,
        donationAmount: normaliseAmount(amount),
        anonymous,
        ...(user ? {} : { name: name.trim(), email: email.trim() }),
      }).unwrap();
      toastSuccess(answer.message, 'Thank you!');
      onClose();
      navigate('/leaderboard');
    } catch (error) {
      const message = errorMessage(error, 'Your donation could not be recorded. Please try again.');
      setServerError(message);
      toastError(message, 'Donation failed');
    }
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="md">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>{`Donate to ${campaign.title}`}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Donation">
            <Stack>
              {user ? (
                <Text size="sm" c="dimmed">
                  Donating as <b>{user.name}</b> ({user.email})
                </Text>
              ) : (
                <>
                  <TextInput label="Your name" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
                  <TextInput
                    label="Your email"
                    type="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={errors.email}
                  />
                </>
              )}
              <TextInput
                label="Amount (Tk)"
                inputMode="decimal"
                autoComplete="off"
                required
                placeholder="e.g. 1000"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                error={errors.amount}
                data-autofocus
              />
              <Group gap="xs" aria-label="Quick amounts" role="group">
                {QUICK_AMOUNTS.map((a) => (
                  <Button key={a} size="compact-sm" variant="default" onClick={() => setAmount(String(a))}>
                    {formatTk(a)}
                  </Button>
                ))}
              </Group>
              <Checkbox
                label="Show me as Anonymous on public lists"
                checked={anonymous}
                onChange={(e) => setAnonymous(e.currentTarget.checked)}
              />
              {serverError && (
                <Alert color="red" variant="light" role="alert" title="Donation failed">
                  {serverError}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button type="submit" loading={isLoading} color="pink">
                  Donate
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
