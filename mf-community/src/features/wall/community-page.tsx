import { useRef, useState } from 'react';
import { Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import '../common/wall-styles';

/** /community: the Community Gratitude Wall (the shell guards it: signed-in only). */
export default function CommunityPage() {
  const { t } = useTranslation(NS.wall);
  useDocumentTitle(t('title'));
  const wallRef = useRef<HTMLDivElement>(null);
  // Bumped after each post: the wall shows its newest comment once the list has been refetched.
  const [postedCount, setPostedCount] = useState(0);
  return (
    <Box py="xs">
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h4" mb="sm">
            {t('latest')}
          </Title>
          <CommentList scrollRef={wallRef} showNewestKey={postedCount} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('leave')}
            </Title>
            <CommentForm onPosted={() => setPostedCount((n) => n + 1)} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
