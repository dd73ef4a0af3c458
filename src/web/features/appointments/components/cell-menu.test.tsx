/**
 * The grid's context menu driven by the keyboard (spec 000 §2 context menu; WAI-ARIA menu
 * pattern): the real grid, keyboard hook, menu hook and menu component, wired as the
 * appointments page wires them. Shift+F10 or the ContextMenu key opens the menu of the
 * selected cell; arrows move (wrapping, Home/End); Enter or Space chooses; Esc closes and
 * gives focus back to the cell.
 */
import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/contracts/appointments';
import { buildAppointment } from '@web/test/build-appointment';
import { renderWithMantine } from '@web/test/render';
import { useCellMenu } from '../hooks/use-cell-menu';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { buildRows, cellAt, moveSelection, type CellPos } from '../lib/grid-model';
import { CellMenu, cellMenuItems, type CellMenuActions, type GridClipboard } from './cell-menu';
import { AppointmentsGrid } from './grid/appointments-grid';

const TIMETABLE = ['7:30', '8:00', '8:30'];

const appt = (p: Partial<Appointment>): Appointment =>
  buildAppointment({
    date: '2032-01-15',
    model: 'HONDA SH 125',
    plate: 'AB12345',
    vehicleType: 1,
    insertedAt: '2032-01-01T10:00:00Z',
    ...p,
  });

function actionsMock(): CellMenuActions {
  return {
    setStatus: vi.fn(),
    remember: vi.fn(),
    paste: vi.fn(),
    remove: vi.fn(),
    copyPhone: vi.fn(),
    vehicles: vi.fn(),
    message: vi.fn(),
    create: vi.fn(),
  };
}

/** The grid with its keyboard and context menu, as the appointments page wires them. */
function GridWithMenu(props: {
  appointments: Appointment[];
  actions: CellMenuActions;
  clipboard?: GridClipboard | null;
  onGridKey?: (type: string) => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const rows = buildRows(props.appointments, TIMETABLE.length);
  const [selection, setSelection] = useState<CellPos>({ row: 0, column: 1 });
  const menu = useCellMenu(rootRef);
  useGridKeyboard(
    (action) => {
      props.onGridKey?.(action.type);
      if (action.type === 'move') {
        setSelection((p) => moveSelection(p, action.dRow, action.dColumn, rows.length));
      } else if (action.type === 'menu') {
        const a = cellAt(rows, selection);
        menu.open(selection, cellMenuItems(a, props.clipboard ?? null, props.actions));
      }
    },
    () => !menu.opened,
  );
  const noop = () => undefined;
  return (
    <div ref={rootRef}>
      <AppointmentsGrid
        timetable={TIMETABLE}
        rows={rows}
        selection={selection}
        filter="none"
        loading={false}
        onCellClick={noop}
        onCellDoubleClick={noop}
        onCellContextMenu={noop}
      />
      <CellMenu state={menu.state} opened={menu.opened} onClose={menu.close} />
    </div>
  );
}

const entry = (name: string) =>
  screen.queryByRole('menuitem', { name }) ?? screen.getByRole('menuitemradio', { name });

function setup(appointments: Appointment[], clipboard: GridClipboard | null = null) {
  const actions = actionsMock();
  const gridKeys = vi.fn<(type: string) => void>();
  const view = renderWithMantine(
    <GridWithMenu
      appointments={appointments}
      actions={actions}
      clipboard={clipboard}
      onGridKey={gridKeys}
    />,
  );
  // A filled cell's name goes on with its content: match the slot at the start.
  const cell = (slot: string) => screen.getByRole('gridcell', { name: new RegExp(`^${slot}\\b`) });
  return { ...view, actions, cell, gridKeys };
}

describe('cell context menu from the keyboard', () => {
  it('Shift+F10 opens a named menu on the selected cell, focus on the first entry', async () => {
    const { user } = setup([appt({ row: 0, column: 1, status: 1 })]);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Azioni 7:30 Appuntamento 1' });
    expect(menu).toBeVisible();
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());
    // The five states are radio entries; the current one (In attesa) is checked.
    const radios = screen.getAllByRole('menuitemradio');
    expect(radios.map((r) => r.textContent)).toEqual([
      'Nessuno',
      'In attesa',
      'Esito regolare',
      'Esito da ripetere',
      'Altro',
    ]);
    expect(entry('In attesa')).toHaveAttribute('aria-checked', 'true');
    expect(entry('Nessuno')).toHaveAttribute('aria-checked', 'false');
    expect(entry('Copia')).toHaveAttribute('role', 'menuitem');
  });

  it('ArrowDown twice reaches Esito regolare; Enter sets stato 2 and focus returns to the cell', async () => {
    const a = appt({ row: 1, column: 2 });
    const { user, actions, cell } = setup([a]);

    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell('8:00 Appuntamento 2')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu', { name: 'Azioni 8:00 Appuntamento 2' });
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(entry('Esito regolare')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(actions.setStatus).toHaveBeenCalledTimes(1);
    expect(actions.setStatus).toHaveBeenCalledWith(a, 2);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(cell('8:00 Appuntamento 2')).toHaveFocus();
  });

  it('a held Enter on an entry acts on that entry only, never also on the cell (no edit)', async () => {
    const a = appt({ row: 0, column: 1 });
    const { user, actions, cell, gridKeys } = setup([a]);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu');
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());
    gridKeys.mockClear();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Held down: one keydown, then repeats, while the menu closes and focus goes back.
    await user.keyboard('{Enter>4/}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(cell('7:30 Appuntamento 1')).toHaveFocus();
    expect(actions.setStatus).toHaveBeenCalledTimes(1);
    expect(gridKeys).not.toHaveBeenCalled();
    // Once the menu is gone, Enter on the cell is the grid's again.
    await user.keyboard('{Enter}');
    expect(gridKeys).toHaveBeenCalledWith('edit');
  });

  it('the ContextMenu key opens it; arrows wrap, Home and End jump; Esc closes to the cell', async () => {
    const { user, actions, cell } = setup([appt({ row: 0, column: 1 })]);

    await user.keyboard('{ContextMenu}');
    await screen.findByRole('menu');
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(entry('Copia telefono')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Nessuno')).toHaveFocus();
    await user.keyboard('{End}');
    expect(entry('Copia telefono')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('Nessuno')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(cell('7:30 Appuntamento 1')).toHaveFocus();
    for (const fn of Object.values(actions)) expect(fn).not.toHaveBeenCalled();
  });

  it('skips disabled entries (Incolla without a clipboard) and Space chooses', async () => {
    const a = appt({ row: 0, column: 1 });
    const { user, actions } = setup([a]);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());
    expect(entry('Incolla')).toBeDisabled();

    // Nessuno … Altro (5), Copia, Taglia, Inverti, then Elimina: Incolla is skipped.
    await user.keyboard('{ArrowDown>8/}');
    expect(entry('Elimina')).toHaveFocus();
    await user.keyboard(' ');
    expect(actions.remove).toHaveBeenCalledWith(a);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('an empty cell offers Incolla and Nuovo appuntamento; Enter pastes the clipboard', async () => {
    const source = appt({ id: 9, row: 2, column: 3 });
    const { user, actions, cell } = setup([source], { mode: 'copy', source });
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu', { name: 'Azioni 7:30 Appuntamento 1' });
    expect(screen.getAllByRole('menuitem').map((e) => e.textContent)).toEqual([
      'Incolla',
      'Nuovo appuntamento',
    ]);
    expect(screen.queryByRole('menuitemradio')).toBeNull();
    await waitFor(() => expect(entry('Incolla')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(actions.paste).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(cell('7:30 Appuntamento 1')).toHaveFocus());
  });

  it('grid keys do nothing while the menu is open (arrows belong to the menu)', async () => {
    const { user, cell } = setup([appt({ row: 0, column: 1 })]);
    await user.keyboard('{ContextMenu}');
    await waitFor(() => expect(entry('Nessuno')).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell('7:30 Appuntamento 1')).toHaveAttribute('aria-selected', 'true');
    expect(cell('7:30 Appuntamento 2')).toHaveAttribute('aria-selected', 'false');
  });
});
