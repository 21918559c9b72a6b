import { Link } from 'react-router-dom';
import { Button, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react';
import { useDocumentTitle } from 'shared-auth';
import { VolunteerList } from './volunteer-list';
import '../common/about-styles';

const PILLARS = [
  {
    icon: IconTruckDelivery,
    title: 'Fast relief',
    text: 'Donations become food, water, clothing and shelter for families in the first days after a disaster.',
  },
  {
    icon: IconUsersGroup,
    title: 'Local partners',
    text: 'We work with trusted local partners and relief organizations who know each community.',
  },
  {
    icon: IconHeartHandshake,
    title: 'People helping people',
    text: 'Volunteers sort, pack and deliver, and stay to help rebuild homes, schools and livelihoods.',
  },
];

/** /about-us: the mission, the volunteers, and the call to join them. */
export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <Box py="xs">
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="mission-title">
          <Title order={1} id="mission-title" fz={{ base: 28, sm: 34 }}>
            About Us
          </Title>
          <Text size="lg">
            Relief is a post-disaster relief donation platform. Our mission is to get help to people hit by floods,
            cyclones, industrial accidents and other disasters as quickly and transparently as possible, through
            donations and community action.
          </Text>
          <Text c="dimmed">
            Every campaign shows what it needs and what it has raised. Donors, volunteers and local partners work
            together so that every gift reaches the families who need it.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            {PILLARS.map(({ icon: Icon, title, text }) => (
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
            Our Volunteers
          </Title>
          <VolunteerList />
        </Stack>

        <Paper component="section" aria-labelledby="join-title" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-primary-color-light)">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} id="join-title">
              Do You Want To Be a Volunteer?
            </Title>
            <Text maw={640}>
              Give a few hours to sort donations, pack relief kits or help a community rebuild. Sign up and a
              coordinator will get in touch.
            </Text>
            <Button component={Link} to="/volunteer" size="md" mt="xs">
              Sign Up
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
