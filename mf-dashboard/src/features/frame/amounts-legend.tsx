import { Group, Stack, Text } from '@mantine/core';
import { ColorSwatch } from 'shared-auth/overlays';
import { formatTk } from 'shared-auth/i18n';

/**
 * The chart's figures as text: a legend for everyone, and the data for screen readers. Names wrap (a
 * campaign's title is the legend's point: on a phone it was cut to "Cyclone Shelter Rep…").
 */
export function AmountsLegend({ items }: { items: { name: string; value: number; color: string }[] }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} gap="xs" wrap="nowrap" align="flex-start">
          <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={14} mt={3} aria-hidden />
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
            {item.name}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatTk(item.value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
