import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'shared-auth/overlays';
import { DataTable, TablePage, type ListResult } from './table-page';
import { pretendNarrowScreen, renderWithProviders } from './test/render';

const rows = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
const renderRow = (row: { id: string; name: string }) => (
  <Table.Tr key={row.id}>
    <Table.Td>{row.name}</Table.Td>
  </Table.Tr>
);

function page(result: ListResult, extra: { actions?: boolean } = {}) {
  return (
    <TablePage
      heading={<h2>Things</h2>}
      actions={extra.actions ? <button type="button">Export</button> : undefined}
      result={result}
      loadingLabel="Loading things..."
      errorTitle="Could not load the things"
      paging={<p>page summary</p>}
      footer={<p>dialogs</p>}
    >
      <p>the rows</p>
    </TablePage>
  );
}

describe('TablePage', () => {
  it('says it is loading, and shows neither rows nor paging until the data is there', () => {
    renderWithProviders(page({ isLoading: true, refetch: () => undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    expect(screen.queryByText('the rows')).toBeNull();
    expect(screen.queryByText('page summary')).toBeNull();
    expect(screen.getByText('dialogs')).toBeInTheDocument();
  });

  it('shows an error with its title and a Try again that asks again', async () => {
    const refetch = vi.fn();
    renderWithProviders(page({ isLoading: false, error: { status: 500, data: { message: 'The server is down' } }, refetch }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the things');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('shows the rows and the paging once the data is there, the actions beside the heading', () => {
    renderWithProviders(page({ isLoading: false, data: { rows }, refetch: () => undefined }, { actions: true }));
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('the rows')).toBeInTheDocument();
    expect(screen.getByText('page summary')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DataTable', () => {
  it('has a header cell per column and a row per item', () => {
    renderWithProviders(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="Nothing yet." tableProps={{ 'aria-label': 'Things' }} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['Name', 'Alpha', 'Beta']);
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });

  it('shows one row of the empty text across every column when there are no items', () => {
    renderWithProviders(<DataTable columns={['Name', 'Age', 'Town']} rows={[]} renderRow={renderRow} empty="Nothing yet." />);
    const cell = screen.getByText('Nothing yet.').closest('td');
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('takes a header cell that is more than text, with its style', () => {
    renderWithProviders(
      <DataTable
        columns={[{ key: 'pick', header: <input type="checkbox" aria-label="Pick all" /> }, 'Name', { key: 'Actions', header: 'Actions', style: { position: 'sticky' } }]}
        rows={[]}
        renderRow={renderRow}
        empty="Nothing yet."
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(within(headers[0]!).getByRole('checkbox', { name: 'Pick all' })).toBeInTheDocument();
    expect(headers[2]).toHaveStyle({ position: 'sticky' });
    expect(screen.getByText('Nothing yet.').closest('td')).toHaveAttribute('colspan', '3');
  });

  it('marks itself busy while another page is on its way', () => {
    const { container, rerender } = renderWithProviders(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="" busy />);
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('table'));
    rerender(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="" />);
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('scrolls sideways in a part the keyboard can reach when it has a minimum width', () => {
    renderWithProviders(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="" minWidth={720} />);
    const scroller = screen.getByRole('table').closest('[tabindex="0"]');
    expect(scroller).not.toBeNull();
  });

  describe('with cards', () => {
    const cards = { label: 'Things', key: (row: { id: string }) => row.id, render: (row: { id: string; name: string }) => <button type="button">Open {row.name}</button> };

    it('shows its table on wide screens', () => {
      renderWithProviders(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="None" cards={cards} />);
      expect(screen.getByRole('table')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
    });

    it('shows a card per item on a narrow screen instead, with what the card holds (its buttons)', () => {
      const undo = pretendNarrowScreen();
      try {
        const { rerender } = renderWithProviders(<DataTable columns={['Name']} rows={rows} renderRow={renderRow} empty="None" cards={cards} />);
        expect(screen.queryByRole('table')).toBeNull();
        const list = screen.getByRole('list', { name: 'Things' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(2);
        expect(within(list).getByRole('button', { name: 'Open Beta' })).toBeInTheDocument();
        rerender(<DataTable columns={['Name']} rows={[]} renderRow={renderRow} empty="None" cards={cards} />);
        expect(within(screen.getByRole('list', { name: 'Things' })).getByRole('listitem')).toHaveTextContent('None');
      } finally {
        undo();
      }
    });
  });
});
