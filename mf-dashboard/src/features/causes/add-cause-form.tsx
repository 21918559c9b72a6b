import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { notifySuccess } from '../frame/notify';
import { useCreateCauseMutation } from './causes-api';
import { causeNameError } from './cause-name-editor';

/** Adds a cause; the server's refusal (a cause of that name exists) shows under the box. */
export function AddCauseForm() {
  const { t } = useTranslation(NS.causes);
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
      notifySuccess(answer.message || t('add.done', { name: name.trim() }));
      setName('');
    } catch (failure) {
      setError(errorMessage(failure, t('add.failed')));
      document.getElementById('new-cause')?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('add.formLabel')}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          id="new-cause"
          label={t('add.label')}
          placeholder={t('add.placeholder')}
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
          {t('add.submit')}
        </Button>
      </Group>
    </form>
  );
}
