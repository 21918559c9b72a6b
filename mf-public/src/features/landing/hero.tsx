import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The first screen: what Relief is and the two things to do next. */
export function Hero() {
  const { t } = useTranslation(NS.landing);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 56, sm: 88 }}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background:
          'radial-gradient(1200px 400px at 10% 0%, light-dark(var(--mantine-color-pink-1), rgba(214, 51, 108, 0.25)), transparent), linear-gradient(180deg, light-dark(var(--mantine-color-pink-0), var(--mantine-color-dark-7)), var(--mantine-color-body))',
      }}
    >
      <Container size={1200} px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg" maw={760}>
          <Text c="light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
            {t('hero.eyebrow')}
          </Text>
          <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={620}>
            {t('hero.text')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/donations" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
              {t('hero.donate')}
            </Button>
            <Button component={Link} to="/about-us" size="md" variant="default">
              {t('knowMore')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
