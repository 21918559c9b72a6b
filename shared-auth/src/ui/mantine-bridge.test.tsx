import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, MantineProvider, useMantineTheme } from '@mantine/core';
import { MantineBridge, withMantineBridge } from './mantine-bridge';
import { documentColorSchemeManager } from './mantine-bridge-provider';
import { reliefTheme } from './theme';

function ThemeProbe() {
  return <p>primary {useMantineTheme().primaryColor}</p>;
}

describe('MantineBridge', () => {
  it('gives Mantine components a provider with the product theme when there is none above', async () => {
    render(
      <MantineBridge>
        <Button>Donate</Button>
        <ThemeProbe />
      </MantineBridge>,
    );
    expect(await screen.findByRole('button', { name: 'Donate' })).toBeTruthy();
    expect(screen.getByText(`primary ${reliefTheme.primaryColor}`)).toBeTruthy();
  });

  it('adds nothing under an existing provider (the shell\'s)', () => {
    render(
      <MantineProvider theme={{ primaryColor: 'teal' }}>
        <MantineBridge>
          <ThemeProbe />
        </MantineBridge>
      </MantineProvider>,
    );
    expect(screen.getByText('primary teal')).toBeTruthy();
  });

  it('wraps each page and keeps its preload', async () => {
    const preload = vi.fn(async () => undefined);
    const Page = Object.assign(() => <Button>Go</Button>, { preload });
    const pages = withMantineBridge({ Page });
    expect(pages.Page.preload).toBe(preload);
    render(<pages.Page />);
    expect(await screen.findByRole('button', { name: 'Go' })).toBeTruthy();
  });
});

describe('documentColorSchemeManager', () => {
  it('reads the scheme the page shows, never writes it, and follows its changes', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-mantine-color-scheme', 'dark');
    const manager = documentColorSchemeManager(() => root);
    expect(manager.get('light')).toBe('dark');
    manager.set('light');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    root.setAttribute('data-mantine-color-scheme', 'light');
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledWith('light'));
    manager.unsubscribe();
    root.removeAttribute('data-mantine-color-scheme');
    expect(manager.get('light')).toBe('light');
  });
});
