import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CauseRecord } from 'api/types';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { CausesPage } from './causes-page';
import { causeOptions } from './causes-api';

function serve(initial: CauseRecord[]) {
  let causes = [...initial];
  const calls = mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/causes') return { body: { success: true, data: causes } };
    if (method === 'POST' && url === '/causes') {
      const { name } = body as { name: string };
      if (causes.some((c) => c.name.toLowerCase() === name.toLowerCase())) return { status: 409, body: { success: false, message: `A cause named “${name}” exists already` } };
      causes = [...causes, { id: 99, name, retired: false, campaignCount: 0 }].sort((a, b) => a.name.localeCompare(b.name));
      return { status: 201, body: { success: true, message: 'Cause added', data: causes.find((c) => c.name === name) } };
    }
    const patch = /^\/causes\/(\d+)$/.exec(url);
    if (method === 'PATCH' && patch) {
      const change = body as { name?: string; retired?: boolean };
      if (change.name && causes.some((c) => c.name === change.name)) return { status: 409, body: { success: false, message: 'That name is taken' } };
      causes = causes.map((c) => (String(c.id) === patch[1] ? { ...c, ...change } : c));
      return { body: { success: true, message: 'Cause updated', data: causes.find((c) => String(c.id) === patch[1]) } };
    }
    return undefined;
  });
  return calls;
}

const START: CauseRecord[] = [
  { id: 1, name: 'Cyclone', retired: false, campaignCount: 2 },
  { id: 2, name: 'Flood', retired: false, campaignCount: 4 },
  { id: 3, name: 'Landslide', retired: true, campaignCount: 1 },
];

const row = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;

describe('Causes page', () => {
  it('shows a card per cause on a phone, with its count, status and both buttons', async () => {
    const undo = pretendNarrowScreen();
    try {
      serve(START);
      renderWithProviders(<CausesPage />, { as: ADMIN });
      const cards = within(await screen.findByRole('list', { name: 'Causes' })).getAllByRole('listitem');
      expect(screen.queryByRole('table')).toBeNull();
      expect(cards[2]).toHaveTextContent('Landslide');
      expect(cards[2]).toHaveTextContent('Campaigns1');
      expect(within(cards[2]!).getByRole('button', { name: /^Rename Landslide/ })).toBeTruthy();
      expect(within(cards[1]!).getByRole('button', { name: /^Retire Flood/ })).toBeTruthy();
    } finally {
      undo();
    }
  });

  it('lists the causes with their campaign counts and status', async () => {
    serve(START);
    renderWithProviders(<CausesPage />, { as: ADMIN });
    expect(await screen.findByText('Landslide')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Causes – Post-Disaster Relief Donation Platform'));
    expect(within(row('Flood')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Flood', '4', 'Active', 'RenameRetire']);
    expect(within(row('Landslide')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Landslide', '1', 'Retired', 'RenameBring back']);
  });

  it('adds a cause; a name that exists is refused with the reason beside the field', async () => {
    const calls = serve(START);
    renderWithProviders(<CausesPage />, { as: ADMIN });
    await screen.findByText('Flood');
    const field = screen.getByRole('textbox', { name: /New cause/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add cause' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name the cause')).toBeTruthy();
    await userEvent.type(field, 'flood');
    await userEvent.click(screen.getByRole('button', { name: 'Add cause' }));
    expect(await screen.findByText('A cause named “flood” exists already')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '  Earthquake ');
    await userEvent.click(screen.getByRole('button', { name: 'Add cause' }));
    expect(await screen.findByText('Earthquake')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'flood' }, { name: 'Earthquake' }]);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('renames in place (Escape cancels; a refusal stays beside the box)', async () => {
    const calls = serve(START);
    renderWithProviders(<CausesPage />, { as: ADMIN });
    await screen.findByText('Flood');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Flood' }));
    const box = screen.getByRole('textbox', { name: 'New name for Flood' });
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New name for Flood' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Flood' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'New name for Flood' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name for Flood' }), 'Cyclone{Enter}');
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'New name for Flood' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name for Flood' }), 'Flash flood{Enter}');
    expect(await screen.findByText('Flash flood')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /New name for/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/causes/2', { name: 'Cyclone' }],
      ['/causes/2', { name: 'Flash flood' }],
    ]);
  });

  it('retires and brings back a cause after asking; Cancel sends nothing', async () => {
    const calls = serve(START);
    renderWithProviders(<CausesPage />, { as: ADMIN });
    await screen.findByText('Flood');
    await userEvent.click(screen.getByRole('button', { name: 'Retire Cyclone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire a cause' });
    expect(dialog.textContent).toContain('its 2 campaigns keep it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retire Cyclone' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Retire a cause' })).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(within(row('Cyclone')).getByText('Retired')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Bring back Landslide' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Bring back a cause' })).getByRole('button', { name: 'Bring back' }));
    await waitFor(() => expect(within(row('Landslide')).getByText('Active')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/causes/1', { retired: true }],
      ['/causes/3', { retired: false }],
    ]);
  });
});

describe('causeOptions', () => {
  it('offers the active causes, and keeps a campaign’s retired (or unknown) category, saying so', () => {
    expect(causeOptions(START, '')).toEqual([
      { value: 'Cyclone', label: 'Cyclone' },
      { value: 'Flood', label: 'Flood' },
    ]);
    expect(causeOptions(START, 'Landslide').at(-1)).toEqual({ value: 'Landslide', label: 'Landslide (retired)' });
    expect(causeOptions(START, 'Drought').at(-1)).toEqual({ value: 'Drought', label: 'Drought' });
    expect(causeOptions(START, 'Flood')).toHaveLength(2);
  });
});
