import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from 'api/types';
import { loadNamespaces } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { lazyOnIntent } from '../common/lazy-on-intent';
import { toastError } from '../common/notify';

/**
 * The donate dialog (its code, its strings, its Mantine CSS and shared-auth/overlays' Modal) is
 * not part of the campaign page: it downloads when the person shows the intent to donate (pointer
 * over, focus or touch on Donate Now), so the page stays light for those who only read it.
 */
const donateDialog = lazyOnIntent(() =>
  Promise.all([
    import(/* webpackChunkName: "donate-dialog" */ './donate-dialog'),
    loadNamespaces([NS.donate, NS.forms]),
  ]).then(([m]) => ({ default: m.DonateDialog })),
);
const DonateDialog = donateDialog.Component;

/** Tells its parent when it has been committed (with its siblings in the same Suspense boundary). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Donate Now and its dialog. A tap before the dialog's code has arrived shows the button busy
 * and opens the dialog as soon as it has; a failed download says so and the next tap tries again.
 */
export function DonateNow({
  campaign,
  onOpenChange,
}: {
  campaign: Pick<Campaign, '_id' | 'title' | 'image'>;
  /** Told when the dialog opens and closes (the page keeps it while open, even if the campaign closes meanwhile). */
  onOpenChange?: (opened: boolean) => void;
}) {
  const { t } = useTranslation(NS.campaigns);
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(donateDialog.isLoaded);
  // The dialog has been rendered closed once: Mantine's Modal only remembers what had focus
  // (to give it back on close) when it goes from closed to open, not when it mounts open.
  const [ready, setReady] = useState(false);
  const [requested, setRequested] = useState(false);
  const [opened, setOpened] = useState(false);
  const busy = requested && !ready;
  useEffect(() => onOpenChange?.(opened), [opened, onOpenChange]);
  const onDialogCommitted = useCallback(() => setReady(true), []);

  function preload() {
    return donateDialog.preload().then(() => setLoaded(true));
  }

  // A failed download on intent stays quiet: the tap tries again and says so if it fails too.
  const onIntent = () => void preload().catch(() => undefined);

  function onClick() {
    if (ready) {
      setOpened(true);
      return;
    }
    setRequested(true);
    preload().catch(() => {
      setRequested(false);
      toastError(t('donateNow.loadFailed'), t('donateNow.loadFailedTitle'));
    });
  }

  useLayoutEffect(() => {
    if (!requested || !ready) return;
    // While busy the button was disabled, and a browser may have moved focus off it: give it
    // back before opening, so the dialog returns focus to Donate Now when it closes.
    if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
    setRequested(false);
    setOpened(true);
  }, [requested, ready]);

  return (
    <>
      <Button
        ref={button}
        size="md"
        color="pink"
        leftSection={<IconHeartHandshake size={20} aria-hidden />}
        mt="xs"
        loading={busy}
        aria-busy={busy}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        onClick={onClick}
      >
        {t('donateNow.button')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <DonateDialog campaign={campaign} opened={opened} onClose={() => setOpened(false)} />
          <Committed onCommit={onDialogCommitted} />
        </Suspense>
      )}
    </>
  );
}
