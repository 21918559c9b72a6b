import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { errorMessage } from 'shared-auth';
import type { CauseRow } from './causes-api';

/** Checks a cause's name as typed; the server still says when it is taken. */
export function causeNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Name the cause';
  if (trimmed.length > 60) return 'At most 60 characters';
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
      setError(errorMessage(failure, 'The cause could not be renamed.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={`New name for ${cause.name}`}
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
          Save
        </Button>
        <Button variant="default" size="xs" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
