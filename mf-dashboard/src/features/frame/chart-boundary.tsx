import { Component, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Keeps a chart's failure (e.g. its lazily loaded code could not be fetched) inside the chart's
 * box, with a way to try again, instead of taking the whole dashboard down.
 */
export class ChartBoundary extends Component<{ children: (attempt: number) => ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <ChartFailed onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))} />;
    }
    return this.props.children(this.state.attempt);
  }
}

/** What the chart's box shows when the chart failed, with a way to try again. */
function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation([NS.frame, NS.common]);
  return (
    <Center h={200} role="alert">
      <Stack align="center" gap="xs">
        <Text c="dimmed">{t('chart.couldNotLoad')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('dashboard-common:tryAgain')}
        </Button>
      </Stack>
    </Center>
  );
}
