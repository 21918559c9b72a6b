import { Link } from 'react-router-dom';
import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, i18n, useDocumentTitle } from 'shared-auth';
import { SHELL_NS } from '../i18n';

/** An HTTP-like routing status, e.g. the 404 of an unmatched URL. */
export interface RouteStatus {
  status: number;
  statusText: string;
}

/** What the catch-all route shows: an unmatched URL is a 404 (SPEC §8). */
export const NOT_FOUND: RouteStatus = Object.freeze({ status: 404, statusText: 'Not Found' });

function isRouteStatus(error: unknown): error is RouteStatus {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RouteStatus).status === 'number' &&
    typeof (error as RouteStatus).statusText === 'string'
  );
}

/** "404 Not Found" ("৪০৪ পাওয়া যায়নি") for a routing status, the message for thrown errors. */
export function describeRouteError(error: unknown): string {
  if (isRouteStatus(error)) {
    const text = error.status === 404 ? i18n.t('error.notFound', { ns: SHELL_NS }) : error.statusText;
    return `${formatCount(error.status)} ${text}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return i18n.t('error.unknown', { ns: SHELL_NS });
}

/** The default error screen of the product (SPEC §8), shown inside the layout. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation(SHELL_NS);
  // The tab says what happened: a missing page, or a page that failed.
  useDocumentTitle(isRouteStatus(error) && error.status === 404 ? t('error.notFoundTitle') : t('error.failedTitle'));
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>{t('error.heading')}</Title>
      <Text fz="xl" fw={600}>
        <Code fz="lg">{describeRouteError(error)}</Code>
      </Text>
      <Text c="dimmed">{t('error.text')}</Text>
      <Button component={Link} to="/" color="pink">
        {t('error.home')}
      </Button>
    </Stack>
  );
}
