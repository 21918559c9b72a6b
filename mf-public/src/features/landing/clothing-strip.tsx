import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconBuildingCommunity, IconTruckDelivery } from '@tabler/icons-react';
import { BlurbGrid, type Blurb } from './blurb-grid';

export const CLOTHING_BLURBS: Blurb[] = [
  {
    icon: IconAward,
    title: 'Most experienced team',
    text: 'Donors give new or gently used clothing, and our experienced team sorts every item by size, season and need.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Efficient distribution',
    text: 'Sorted clothing goes out quickly to the areas hit hardest, so families get warm, clean clothes when they need them.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Trusted local partner',
    text: 'Local partners and relief organizations distribute the clothing to the people who need it, close to home.',
  },
];

/** The clothing-collection strip with its three blurbs. */
export default function ClothingStrip() {
  return (
    <Box component="section" aria-labelledby="clothing-title" py={{ base: 40, sm: 64 }} bg="light-dark(var(--mantine-color-pink-0), var(--mantine-color-dark-6))" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Container size={1200} px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <div style={{ textAlign: 'center' }}>
            <Title order={2} id="clothing-title" fz={{ base: 26, sm: 32 }}>
              Clothing collection
            </Title>
            <Text c="dimmed" mt="xs" maw={680} mx="auto">
              Give new or gently used clothing. Our team sorts it, and local partners and relief organizations distribute it
              to families who lost everything.
            </Text>
          </div>
          <BlurbGrid blurbs={CLOTHING_BLURBS} look="center" testId="clothing-strip" />
        </Stack>
      </Container>
    </Box>
  );
}
