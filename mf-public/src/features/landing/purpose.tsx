import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BlurbGrid, type Blurb } from './blurb-grid';

/** Why the platform exists. */
export function Purpose() {
  const { t } = useTranslation(NS.landing);
  const points: Blurb[] = [
    { icon: IconHeartHandshake, title: t('purpose.need.title'), text: t('purpose.need.text') },
    { icon: IconChartBar, title: t('purpose.progress.title'), text: t('purpose.progress.text') },
    { icon: IconUsersGroup, title: t('purpose.community.title'), text: t('purpose.community.text') },
  ];
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="purpose-title">
      <Stack gap="xl">
        <div style={{ textAlign: 'center' }}>
          <Title order={2} id="purpose-title" fz={{ base: 26, sm: 32 }}>
            {t('purpose.title')}
          </Title>
          <Text c="dimmed" mt="xs" maw={680} mx="auto">
            {t('purpose.text')}
          </Text>
        </div>
        <BlurbGrid blurbs={points} />
        <Button component={Link} to="/about-us" variant="light" style={{ alignSelf: 'center' }}>
          {t('knowMore')}
        </Button>
      </Stack>
    </Container>
  );
}
