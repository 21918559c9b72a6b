import { Link } from 'react-router-dom';
import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTwitter,
  IconHeartHandshake,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, CONTAINER_MAX_WIDTH } from 'shared-auth';
import { SHELL_NS } from '../i18n';
import { useCatalog } from '../federation/catalog-context';
import { footerLinks } from './nav-links';

/** The phone number as dialled; how it and the address read is in each language's strings (footer.phone, footer.address). */
export const CONTACT = {
  email: 'support@relief.org.bd',
  phone: '+8801712345678',
};

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: IconBrandLinkedin },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: IconBrandFacebook },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram },
  { label: 'Twitter', href: 'https://twitter.com/', Icon: IconBrandTwitter },
] as const;


const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz="md" fw={700} mb="xs">
      {children}
    </Title>
  );
}

/** The four-column footer of SPEC §2, ending with the 2024 copyright line. */
export function Footer() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { current } = useCatalog();
  return (
    <Box
      component="footer"
      mt="xl"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)' }}
    >
      <Container size={CONTAINER_MAX_WIDTH}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs" aria-labelledby="footer-brand">
            <Group gap={8}>
              <IconHeartHandshake size={26} color="var(--mantine-color-pink-6)" aria-hidden />
              <Title order={2} fz="lg" c="var(--mantine-color-pink-text)" id="footer-brand">
                Relief
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <ActionIcon key={label} component="a" href={href} {...external} variant="subtle" color="pink" size="lg" aria-label={label}>
                  <Icon size={20} stroke={1.6} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <Stack gap={6}>
            <ColumnTitle>{t('footer.contact')}</ColumnTitle>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${CONTACT.email}`} size="sm">
                {CONTACT.email}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={`tel:${CONTACT.phone}`} size="sm">
                {t('footer.phone')}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                {t('footer.address')}
              </Text>
            </Group>
          </Stack>
          <Stack gap={6}>
            <ColumnTitle>{t('footer.social')}</ColumnTitle>
            {SOCIAL_LINKS.map(({ label, href }) => (
              <Anchor key={label} href={href} {...external} size="sm" c="var(--mantine-color-text)">
                {label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <ColumnTitle>{t('footer.resources')}</ColumnTitle>
            {footerLinks(current.routes, asLanguage(i18n.language) ?? 'en').map(({ label, to }) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="var(--mantine-color-text)">
                {label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" c="dimmed" ta="center">
          {t('footer.copyright')}
        </Text>
      </Container>
    </Box>
  );
}
