import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { i18n, formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import type { CauseRow } from './causes-api';

/** The longest name of a cause. */
const MAX_NAME = 60;

/** Checks a cause's name as typed (the message in the page's language); the server still says when it is taken. */
export function causeNameError(name: string): string | null {
  const t = i18n.getFixedT(null, NS.causes);
  const trimmed = name.trim();
  if (!trimmed) return t('errors.nameRequired');
  if (trimmed.length > MAX_NAME) return t('errors.nameTooLong', { max: formatCount(MAX_NAME) });
  return null;
}

/**
 * Renames one cause in place: its name in a text box with Save and Cancel (Escape cancels). A refusal
 * (the name is taken) stays beside the box.
 */
export function CauseNameEditor({
  cause,
  save,
  busy,
  onDone,
}: {
  cause: CauseRow;
  save: (name: string) => Promise<unknown>;
  busy: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS.causes);
  const [name, setName] = useState(cause.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = causeNameError(name);
    if (problem) return setError(problem);
    if (name.trim() === cause.name) return onDone();
    try {
      await save(name.trim());
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t('editor.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('editor.newNameLabel', { name: cause.name })}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          size="xs"
          data-autofocus
          autoFocus
          style={{ flex: 1, minWidth: 140 }}
        />
        <Button type="submit" size="xs" loading={busy}>
          {t('editor.save')}
        </Button>
        <Button variant="default" size="xs" onClick={onDone} disabled={busy}>
          {t('editor.cancel')}
        </Button>
      </Group>
    </form>
  );
}
