import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BlurbGrid, type Blurb } from './blurb-grid';

const POINTS: Blurb[] = [
  {
    icon: IconHeartHandshake,
    title: 'Give where it is needed',
    text: 'Every campaign is a specific relief effort: floods, cyclones, industrial accidents, food and schooling.',
  },
  {
    icon: IconChartBar,
    title: 'See the progress',
    text: 'Each campaign shows how much has been raised against its target, counting every gift once its money is confirmed.',
  },
  {
    icon: IconUsersGroup,
    title: 'Act as a community',
    text: 'Volunteer, share your story and thank the people who help on the community wall.',
  },
];

/** Why the platform exists. */
export function Purpose() {
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="purpose-title">
      <Stack gap="xl">
        <div style={{ textAlign: 'center' }}>
          <Title order={2} id="purpose-title" fz={{ base: 26, sm: 32 }}>
            Our purpose
          </Title>
          <Text c="dimmed" mt="xs" maw={680} mx="auto">
            When a disaster hits, help has to arrive fast and reach the right people. We connect donors with relief
            campaigns run with local partners, and show openly where the money goes.
          </Text>
        </div>
        <BlurbGrid blurbs={POINTS} />
        <Button component={Link} to="/about-us" variant="light" style={{ alignSelf: 'center' }}>
          Know More
        </Button>
      </Stack>
    </Container>
  );
}
