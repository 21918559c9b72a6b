import { Card, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { causeLabel } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import industrialAccident from '../../assets/causes/industrial-accident.svg';
import education from '../../assets/causes/education.svg';
import flood from '../../assets/causes/flood.svg';
import foodDonation from '../../assets/causes/food-donation.svg';
import cyclone from '../../assets/causes/cyclone.svg';
import { avatarColor } from '../common/avatar-color';
import { shownCauses, usePublicCausesQuery } from '../campaigns/campaigns-api';
import * as classes from './cause-gallery.module.css';
import { CauseTileGrid, CauseTilesPlaceholder, TILE_STYLE } from './cause-tiles';

/** The pictures of the causes the platform started with; a cause added later gets a tile of its initial. */
export const CAUSE_IMAGES: Record<string, string> = {
  'Industrial Accident': industrialAccident,
  Education: education,
  Flood: flood,
  'Food Donation': foodDonation,
  Cyclone: cyclone,
};

export function causeLink(cause: string): string {
  return `/donations?${new URLSearchParams({ category: cause }).toString()}`;
}


/** The cause's picture, or a tile of the initial of its name as shown (`label`). */
function TilePicture({ cause, label }: { cause: string; label: string }) {
  const image = CAUSE_IMAGES[cause];
  if (image) return <img src={image} alt="" width={320} height={200} loading="lazy" style={TILE_STYLE} />;
  const color = avatarColor(cause).replace('.', '-');
  return (
    <div aria-hidden style={{ ...TILE_STYLE, display: 'grid', placeItems: 'center', background: `var(--mantine-color-${color})`, color: 'white', fontSize: 48, fontWeight: 700 }}>
      {label.trim().charAt(0).toUpperCase()}
    </div>
  );
}

/** The causes of GET /causes a visitor can look for; each tile opens the campaign list filtered by it. */
export default function CauseGallery() {
  const { t } = useTranslation([NS.landing, NS.common]);
  const { data = [], isLoading } = usePublicCausesQuery();
  if (isLoading) return <CauseTilesPlaceholder />;
  return (
    <CauseTileGrid data-testid="cause-gallery">
      {shownCauses(data).map(({ name }) => {
        const label = causeLabel(name);
        return (
          <Card
            key={name}
            component={Link}
            to={causeLink(name)}
            withBorder
            radius="md"
            padding={0}
            className={classes.tile}
            aria-label={t('causes.campaignsOf', { cause: label })}
          >
            <TilePicture cause={name} label={label} />
            <Text fw={600} ta="center" p="sm" size="sm">
              {label}
            </Text>
          </Card>
        );
      })}
    </CauseTileGrid>
  );
}
