import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface Blurb {
  icon: Icon;
  title: string;
  text: string;
}

const LOOKS = {
  /** Left-aligned, a light rounded-square icon: the landing's purpose. */
  start: { align: 'flex-start', ta: undefined, themeIcon: { size: 44, radius: 'md', variant: 'light' }, iconSize: 24 },
  /** Centred, a filled round icon: the clothing strip. */
  center: { align: 'center', ta: 'center', themeIcon: { size: 52, radius: 'xl', variant: 'filled' }, iconSize: 28 },
} as const;

/** Three (one on phones) blurbs side by side, each an icon, a level-3 title and a dimmed text. */
export function BlurbGrid({ blurbs, look = 'start', testId }: { blurbs: readonly Blurb[]; look?: keyof typeof LOOKS; testId?: string }) {
  const { align, ta, themeIcon, iconSize } = LOOKS[look];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" data-testid={testId}>
      {blurbs.map(({ icon: Icon, title, text }) => (
        <Stack key={title} gap="xs" align={align} ta={ta}>
          <ThemeIcon {...themeIcon} color="pink">
            <Icon size={iconSize} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
