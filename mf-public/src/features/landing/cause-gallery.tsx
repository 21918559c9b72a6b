import { Card, Container, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Cause } from 'api/types';
import industrialAccident from '../../assets/causes/industrial-accident.svg';
import education from '../../assets/causes/education.svg';
import flood from '../../assets/causes/flood.svg';
import foodDonation from '../../assets/causes/food-donation.svg';
import cyclone from '../../assets/causes/cyclone.svg';
import { SectionHeading } from './section-heading';
import * as classes from './cause-gallery.module.css';

export const CAUSE_TILES: { cause: Cause; image: string }[] = [
  { cause: 'Industrial Accident', image: industrialAccident },
  { cause: 'Education', image: education },
  { cause: 'Flood', image: flood },
  { cause: 'Food Donation', image: foodDonation },
  { cause: 'Cyclone', image: cyclone },
];

export function causeLink(cause: string): string {
  return `/donations?${new URLSearchParams({ category: cause }).toString()}`;
}

/** Five causes; each tile opens the campaign list filtered by that cause. */
export default function CauseGallery() {
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="causes-title">
      <SectionHeading id="causes-title" title="Causes we support" subtitle="Choose a cause to see its campaigns." />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" data-testid="cause-gallery">
        {CAUSE_TILES.map(({ cause, image }) => (
          <Card
            key={cause}
            component={Link}
            to={causeLink(cause)}
            withBorder
            radius="md"
            padding={0}
            className={classes.tile}
            aria-label={`${cause} campaigns`}
          >
            <img
              src={image}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover' }}
            />
            <Text fw={600} ta="center" p="sm" size="sm">
              {cause}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
