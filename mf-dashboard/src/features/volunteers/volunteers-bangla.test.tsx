import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Volunteer } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { VolunteersPage } from './volunteers-page';

const karim: Volunteer = { _id: '2', name: 'Karim', image: '', profession: 'Nurse', location: 'Sylhet' };

describe('Volunteers in Bangla', () => {
  it('lists the volunteers and asks before deleting, in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.common, NS.frame, NS.volunteers]);
    mockApi(({ method, url }) => (method === 'GET' && url === '/get-volunteers' ? { body: { success: true, data: [karim], total: 1 } } : undefined));
    renderWithProviders(<VolunteersPage />, { as: ADMIN });
    expect(await screen.findByRole('heading', { name: 'স্বেচ্ছাসেবক' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Volunteers' })).toBeNull();
    expect(document.title.startsWith('স্বেচ্ছাসেবক – ')).toBe(true);
    const table = await screen.findByRole('table');
    await within(table).findByText('Karim');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['নাম', 'পেশা', 'এলাকা', 'মুছুন']);
    await userEvent.click(screen.getByRole('button', { name: 'স্বেচ্ছাসেবক Karim-কে মুছুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'স্বেচ্ছাসেবক মুছুন' });
    expect(within(dialog).getByText('Karim, Nurse')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });
});
