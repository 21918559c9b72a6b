import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

export function SectionHeading({ title, subtitle, id }: { title: string; subtitle?: ReactNode; id?: string }) {
  return (
    <div style={{ textAlign: 'center', marginBottom: 'var(--mantine-spacing-xl)' }}>
      <Title order={2} id={id} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt="xs" maw={640} mx="auto">
          {subtitle}
        </Text>
      )}
    </div>
  );
}
