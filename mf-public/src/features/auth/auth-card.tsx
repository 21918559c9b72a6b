import type { ReactNode } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';

/** The frame of the sign-in and registration forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px={0}>
      <Title order={1} ta="center" fz={{ base: 28, sm: 34 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={6}>
        {subtitle}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
