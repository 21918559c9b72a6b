import { Link } from 'react-router-dom';
import { Button, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { VolunteerList } from './volunteer-list';
import '../common/about-styles';

/** /about-us: the mission, the volunteers, and the call to join them. */
export default function AboutPage() {
  const { t } = useTranslation(NS.about);
  useDocumentTitle(t('title'));
  const pillars = [
    { icon: IconTruckDelivery, title: t('pillars.fastRelief.title'), text: t('pillars.fastRelief.text') },
    { icon: IconUsersGroup, title: t('pillars.localPartners.title'), text: t('pillars.localPartners.text') },
    { icon: IconHeartHandshake, title: t('pillars.peopleHelpingPeople.title'), text: t('pillars.peopleHelpingPeople.text') },
  ];
  return (
    <Box py="xs">
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="mission-title">
          <Title order={1} id="mission-title" fz={{ base: 28, sm: 34 }}>
            {t('title')}
          </Title>
          <Text size="lg">{t('mission')}</Text>
          <Text c="dimmed">{t('howItWorks')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            {pillars.map(({ icon: Icon, title, text }) => (
              <Paper key={title} withBorder radius="md" p="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{title}</Text>
                    <Text size="sm" c="dimmed">
                      {text}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="volunteers-title">
          <Title order={2} id="volunteers-title">
            {t('volunteersTitle')}
          </Title>
          <VolunteerList />
        </Stack>

        <Paper component="section" aria-labelledby="join-title" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-primary-color-light)">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} id="join-title">
              {t('join.title')}
            </Title>
            <Text maw={640}>{t('join.text')}</Text>
            <Button component={Link} to="/volunteer" size="md" mt="xs">
              {t('join.signUp')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
