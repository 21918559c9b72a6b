import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconBuildingCommunity, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BlurbGrid, type Blurb } from './blurb-grid';

/** The clothing-collection strip with its three blurbs. */
export default function ClothingStrip() {
  const { t } = useTranslation(NS.landing);
  const blurbs: Blurb[] = [
    { icon: IconAward, title: t('clothing.team.title'), text: t('clothing.team.text') },
    { icon: IconTruckDelivery, title: t('clothing.distribution.title'), text: t('clothing.distribution.text') },
    { icon: IconBuildingCommunity, title: t('clothing.partner.title'), text: t('clothing.partner.text') },
  ];
  return (
    <Box component="section" aria-labelledby="clothing-title" py={{ base: 40, sm: 64 }} bg="light-dark(var(--mantine-color-pink-0), var(--mantine-color-dark-6))" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Container size={1200} px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <div style={{ textAlign: 'center' }}>
            <Title order={2} id="clothing-title" fz={{ base: 26, sm: 32 }}>
              {t('clothing.title')}
            </Title>
            <Text c="dimmed" mt="xs" maw={680} mx="auto">
              {t('clothing.text')}
            </Text>
          </div>
          <BlurbGrid blurbs={blurbs} look="center" testId="clothing-strip" />
        </Stack>
      </Container>
    </Box>
  );
}
