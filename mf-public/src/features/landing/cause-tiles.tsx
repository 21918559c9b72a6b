import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The tiles' picture: 8 by 5 at every width. */
export const TILE_STYLE = { display: 'block', width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover' } as const;

/** The cause gallery's grid: 2 tiles a row on a phone, 3 from sm, 5 from md. */
export function CauseTileGrid({ children, ...rest }: { children: ReactNode; 'data-testid'?: string; 'aria-hidden'?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" {...rest}>
      {children}
    </SimpleGrid>
  );
}

/**
 * The gallery's shape before its tiles come (the landing's chunk: the gallery's own code loads when
 * scrolled near): as many empty tiles of the same grid and size as the platform starts with, so the
 * page below does not move when they arrive, at any width (a fixed height cannot follow tiles whose
 * height grows with the width).
 */
export function CauseTilesPlaceholder({ count = 5 }: { count?: number }) {
  return (
    <CauseTileGrid aria-hidden data-testid="cause-tiles-placeholder">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding={0}>
          <div style={{ ...TILE_STYLE, background: 'var(--mantine-color-default-hover)' }} />
          <Text p="sm" size="sm">
            {'\u00a0'}
          </Text>
        </Card>
      ))}
    </CauseTileGrid>
  );
}
