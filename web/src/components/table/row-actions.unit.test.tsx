// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/render';
import { DataTable, type Column } from './data-table';
import { rowActionColumns, type RowActionsOptions } from './row-actions';

interface Team {
  id: string;
  name: string;
  members: number;
}

const teams: Team[] = [
  { id: 't1', name: 'Platform', members: 3 },
  { id: 't2', name: 'Mobile', members: 0 },
];

function renderTable(options: Omit<RowActionsOptions<Team>, 'name'>) {
  const columns: Column<Team>[] = [
    { key: 'name', header: 'Name', cell: (team) => team.name },
    ...rowActionColumns<Team>({ name: (team) => team.name, ...options }),
  ];
  render(
    <DataTable
      caption="Teams"
      columns={columns}
      rows={teams}
      rowKey={(team) => team.id}
      pageSize={10}
      emptyMessage="No teams yet."
    />,
  );
  const table = within(screen.getByRole('table', { name: 'Teams' }));
  return {
    table,
    headers: table.getAllByRole('columnheader').map((header) => header.textContent),
  };
}

describe('the Edit and Delete columns of a table', () => {
  it('gives each action its column, and each button names its row', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { table, headers } = renderTable({ onEdit, onDelete });
    expect(headers).toEqual(['Name', 'Edit', 'Delete']);

    await userEvent.click(table.getByRole('button', { name: 'Edit Mobile' }));
    await userEvent.click(table.getByRole('button', { name: 'Delete Platform' }));
    expect(onEdit).toHaveBeenCalledWith(teams[1]);
    expect(onDelete).toHaveBeenCalledWith(teams[0]);
  });

  it("puts both into one column under the screen's title", () => {
    const { table, headers } = renderTable({
      onEdit: vi.fn(),
      onDelete: vi.fn(),
      headers: { action: 'Action' },
    });
    expect(headers).toEqual(['Name', 'Action']);
    const mobile = within(table.getByRole('row', { name: /Mobile/ }));
    expect(
      mobile.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Mobile', 'Delete Mobile']);
  });

  it('leaves Delete out of the rows that cannot be deleted, and Edit out when not offered', () => {
    const { table, headers } = renderTable({
      onDelete: vi.fn(),
      canDelete: (team) => team.members === 0,
      headers: { delete: 'Delete Team' },
    });
    expect(headers).toEqual(['Name', 'Delete Team']);
    expect(table.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Delete Mobile'],
    );
  });
});
