import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, mockApi as mockCalls, renderWithProviders, type FetchCall } from '../frame/test/render';
import { CreateCampaignPage } from './create-campaign-page';

/** GET /causes: the active ones are offered, in the API's order (by name); a retired one is not. */
const CAUSES = [
  { id: 1, name: 'Cyclone', retired: false, campaignCount: 2 },
  { id: 2, name: 'Education', retired: false, campaignCount: 1 },
  { id: 3, name: 'Flood', retired: false, campaignCount: 4 },
  { id: 4, name: 'Landslide', retired: true, campaignCount: 1 },
  { id: 5, name: 'Winter clothes', retired: false, campaignCount: 0 },
];

/** The API with GET /causes answered; the calls recorded are the others. */
function mockApi(handler: (call: FetchCall) => { status?: number; body: unknown } | undefined) {
  const calls = mockCalls((call) => (call.method === 'GET' && call.url === '/causes' ? { body: { success: true, data: CAUSES } } : handler(call)));
  return {
    get length() {
      return calls.filter((c) => c.url !== '/causes').length;
    },
    others: () => calls.filter((c) => c.url !== '/causes'),
  };
}

function categorySelect() {
  return screen.getByRole('combobox', { name: /Category/ }) as HTMLSelectElement;
}

async function chooseCategory(name: string) {
  await waitFor(() => expect([...categorySelect().options].map((o) => o.value)).toContain(name));
  await userEvent.selectOptions(categorySelect(), name);
}

/** The text of the error message an element points at with aria-describedby. */
function describedError(element: HTMLElement) {
  const id = (element.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.includes('error'));
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('Create a New Donation', () => {
  it('shows an error beside every empty field and sends nothing', async () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'Create a New Donation' })).toBeTruthy();
    expect(document.title).toBe('Create a New Donation – Post-Disaster Relief Donation Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
    const image = screen.getByRole('textbox', { name: /Image URL/ });
    expect(image.getAttribute('aria-invalid')).toBe('true');
    expect(image.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(document.getElementById(image.getAttribute('aria-describedby')!.split(' ').find((id) => id.includes('error'))!)?.textContent).toBe(
      'Image URL is required',
    );
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(categorySelect().getAttribute('aria-invalid')).toBe('true');
    expect(describedError(categorySelect())).toBe('Category is required');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(document.activeElement).toBe(image);
    expect(calls.others()).toEqual([]);
  });

  it('offers the active causes of GET /causes in a native select; a missing category gets the focus and its error, choosing one clears it', async () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    const select = categorySelect();
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    expect(select.tagName).toBe('SELECT');
    expect(select.required).toBe(true);
    expect(select.value).toBe('');
    expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Choose a category', true],
      ['Cyclone', false],
      ['Education', false],
      ['Flood', false],
      ['Winter clothes', false],
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: /Image URL/ }), 'https://example.org/a.jpg');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Books');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'For children');
    await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(select)).toBe('Category is required');
    expect(calls.others()).toEqual([]);

    await chooseCategory('Flood');
    expect(select.value).toBe('Flood');
    expect(select.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Category is required')).toBeNull();
  });

  it('refuses an amount that is not a number', async () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
    expect(screen.getByText('Amount must be a positive number with at most 2 decimals')).toBeTruthy();
    expect(calls.others()).toEqual([]);
  });

  it('sends all fields with nothing raised, says so and clears the form', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url === '/create-donation' ? { status: 201, body: { success: true, message: 'Campaign created' } } : undefined,
    );
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    await userEvent.type(screen.getByRole('textbox', { name: /Image URL/ }), 'https://example.org/cyclone.jpg');
    await chooseCategory('Winter clothes');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Cyclone Remal shelters');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '25000');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Tarpaulins and water');
    await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));

    await waitFor(() => expect(calls.others()).toHaveLength(1));
    expect(calls.others()[0]).toEqual({
      method: 'POST',
      url: '/create-donation',
      body: {
        image: 'https://example.org/cyclone.jpg',
        category: 'Winter clothes',
        title: 'Cyclone Remal shelters',
        amount: '25000',
        description: 'Tarpaulins and water',
        donationAmount: 0,
        totalDonationAmount: 0,
      },
    });
    expect(await screen.findByText('Campaign created')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(''));
  });

  it('keeps the form and shows the server’s reason when creating fails', async () => {
    mockApi(({ url }) =>
      url === '/create-donation' ? { status: 400, body: { success: false, message: 'body/title must be at most 120 characters long' } } : undefined,
    );
    renderWithProviders(<CreateCampaignPage />, { as: ADMIN });
    await userEvent.type(screen.getByRole('textbox', { name: /Image URL/ }), 'https://example.org/a.jpg');
    await chooseCategory('Education');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Books');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'For children');
    await userEvent.click(screen.getByRole('button', { name: 'Create Donation' }));
    expect(await screen.findByText('body/title must be at most 120 characters long')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Books');
  });
});
