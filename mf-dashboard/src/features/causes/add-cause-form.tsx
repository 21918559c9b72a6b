import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { errorMessage } from 'shared-auth';
import { notifySuccess } from '../frame/notify';
import { useCreateCauseMutation } from './causes-api';
import { causeNameError } from './cause-name-editor';

/** Adds a cause; the server's refusal (a cause of that name exists) shows under the box. */
export function AddCauseForm() {
  const [create, { isLoading }] = useCreateCauseMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = causeNameError(name);
    if (problem) {
      setError(problem);
      document.getElementById('new-cause')?.focus();
      return;
    }
    try {
      const answer = await create({ name: name.trim() }).unwrap();
      notifySuccess(answer.message || `Cause “${name.trim()}” added.`);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure, 'The cause could not be added.'));
      document.getElementById('new-cause')?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a cause">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          id="new-cause"
          label="New cause"
          placeholder="e.g. Earthquake"
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Button type="submit" loading={isLoading} leftSection={<IconPlus size={16} aria-hidden />} mt={{ base: 0, xs: 25 }}>
          Add cause
        </Button>
      </Group>
    </form>
  );
}
