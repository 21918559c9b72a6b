import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { truncate } from 'shared-auth';
import { causeLabel } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { CampaignImage } from './campaign-image';
import { CampaignProgress } from './campaign-progress';
import type { ListedCampaign } from './campaigns-api';
import { DaysLeft } from './days-left-text';

export interface CampaignCardProps {
  campaign: ListedCampaign;
  /** Description length before the ellipsis (100 on the landing page, 80 in the list). */
  descriptionLength: number;
  eagerImage?: boolean;
  headingLevel?: 2 | 3;
}

export function CampaignCard({ campaign, descriptionLength, eagerImage = false, headingLevel = 3 }: CampaignCardProps) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  const to = `/donations/${campaign._id}`;
  return (
    <Card withBorder radius="md" padding="md" shadow="xs" h="100%" component="article">
      <Card.Section>
        <CampaignImage src={campaign.image} eager={eagerImage} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" color="pink" style={{ minWidth: 0 }}>
            {causeLabel(campaign.category)}
          </Badge>
          <DaysLeft campaign={campaign} size="sm" />
        </Group>
        <Title order={headingLevel} fz="lg" lh={1.3}>
          {campaign.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {truncate(campaign.description, descriptionLength)}
        </Text>
        <CampaignProgress raised={campaign.totalDonationAmount} target={campaign.amount} size="sm" />
        <Button component={Link} to={to} variant="light" mt="xs" fullWidth aria-label={t('card.detailsOf', { title: campaign.title })}>
          {t('card.details')}
        </Button>
      </Stack>
    </Card>
  );
}
