/**
 * The appointments screen `#/user/appuntamenti` as a desk uses it (spec 000 §2): the real
 * page with its providers (query client as the app builds it, router, Mantine) and a
 * stubbed network answering GET /session and GET /appointments?date= from the contracts.
 * Everything is found through ARIA roles and names: the grid and its cells
 * (`cellAccessibleName`), the page-level keyboard (lib/grid-keys.ts: arrows, Enter, `+` /
 * `-`, Shift+F10), the new-appointment dialog and the cell's context menu. The route's
 * slots (notes, side boxes, messages) belong to other features and are left out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDay, type Appointment, type DayResponse } from '@shared/contracts/appointments';
import { listOptOuts } from '@shared/contracts/opt-outs';
import { getSession, type Session } from '@shared/contracts/auth';
import { createQueryClient } from '@web/lib/query-client';
import { route, stubApi } from '@web/test/api-stub';
import { buildAppointment } from '@web/test/build-appointment';
import { renderWithMantine } from '@web/test/render';
import { AppointmentsPage } from './appointments-page';

const TODAY = '2031-03-04';

const SESSION: Session = {
  role: 'workshop',
  workshop: {
    id: 7,
    username: 'officina.test',
    expiresOn: null,
    daysToExpiry: null,
    linkWeb: null,
  },
  app: {
    title: 'ReviApp',
    barColor: 'Azzurro',
    timetable: ['8:00', '8:30', '9:00'],
    options: [],
    rota: [],
    visualScroll: false,
  },
  availableYears: [2030, 2031, 2032],
  today: TODAY,
};

/** ROSSI at 8:00 in column 1, BIANCHI at 8:30 in column 2, on the shown day only. */
const APPOINTMENTS: Appointment[] = [
  buildAppointment({ id: 1, row: 0, column: 1, surname: 'ROSSI', plate: 'AB123CD' }),
  buildAppointment({
    id: 2,
    row: 1,
    column: 2,
    surname: 'BIANCHI',
    phone: '3479876543',
    plate: 'EF456GH',
  }),
];

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi([
    route(getSession, () => SESSION),
    // ROSSI's phone is on the Non contattare list (docs/MESSAGING.md "Non contattare").
    route(listOptOuts, () => ({
      optOuts: [
        { phone: '3331234567', source: 'desk' as const, createdAt: '2031-03-01T08:00:00.000Z' },
      ],
    })),
    route(getDay, ({ url }): DayResponse => {
      const date = url.searchParams.get('date') ?? TODAY;
      return { date, closed: false, appointments: date === TODAY ? APPOINTMENTS : [] };
    }),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = createQueryClient();
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/user/appuntamenti?data=${TODAY}`]}>
        <AppointmentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The grid once the day's appointments are painted in it. */
async function loadedGrid() {
  const grid = await screen.findByRole('grid');
  await within(grid).findByRole('gridcell', { name: /^8:00 Appuntamento 1 ROSSI/ });
  return grid;
}

/**
 * The context menu of a filled cell whose state is Nessuno (spec 000 §2): the five states
 * as radio items, the current one checked, then the commands; no Nuovo appuntamento.
 */
function expectFilledCellMenu(menu: HTMLElement) {
  expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
  expect(within(menu).getByRole('menuitemradio', { name: 'Nessuno' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  for (const name of ['Copia', 'Taglia', 'Inverti', 'Elimina', 'Copia telefono'])
    expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Nuovo appuntamento' })).toBeNull();
}

const cell = (grid: HTMLElement, name: RegExp) => within(grid).getByRole('gridcell', { name });

describe('AppointmentsPage', () => {
  it('shows the day in the grid: one cell per slot and column, named by time and column', async () => {
    renderPage();
    const grid = await loadedGrid();

    // Three slots × three columns (grid-model COLUMN_COUNT).
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(9);
    expect(cell(grid, /^8:00 Appuntamento 1 ROSSI AB123CD 3331234567/)).toBeInTheDocument();
    expect(cell(grid, /^8:30 Appuntamento 2 BIANCHI EF456GH 3479876543/)).toBeInTheDocument();
    // The opted-out phone's cell carries the mark, named, and says so in its name.
    expect(await within(grid).findByRole('img', { name: 'Non contattare' })).toBeInTheDocument();
    expect(cell(grid, /^8:00 Appuntamento 1 ROSSI.*, Non contattare$/)).toBeInTheDocument();
    expect(cell(grid, /^8:30 Appuntamento 2 BIANCHI/).getAttribute('aria-label')).not.toMatch(
      /Non contattare/,
    );
    expect(cell(grid, /^9:00 Appuntamento 3$/)).toBeInTheDocument();
    // The first cell is selected when no cell is linked (spec 000 §2).
    expect(cell(grid, /^8:00 Appuntamento 1/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Scegli data$/ })).toHaveTextContent(
      'martedì 4 marzo 2031',
    );
    expect(api.unmatched).toEqual([]);
  });

  it('moves the selection with the arrow keys', async () => {
    const { user } = renderPage();
    const grid = await loadedGrid();

    await user.keyboard('{ArrowRight}');
    expect(cell(grid, /^8:00 Appuntamento 2/)).toHaveAttribute('aria-selected', 'true');
    expect(cell(grid, /^8:00 Appuntamento 1/)).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(cell(grid, /^8:30 Appuntamento 2 BIANCHI/)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell(grid, /^8:00 Appuntamento 1 ROSSI/)).toHaveAttribute('aria-selected', 'true');
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(1);
  });

  it('opens the new-appointment dialog with Enter on an empty cell and closes it with Esc', async () => {
    const { user } = renderPage();
    const grid = await loadedGrid();

    await user.keyboard('{ArrowRight}');
    expect(cell(grid, /^8:00 Appuntamento 2$/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: /Appuntamento 8:00/ });
    expect(dialog).toHaveTextContent('martedì 4 marzo 2031');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes day with + and - (the date button shows the new date)', async () => {
    const { user } = renderPage();
    await loadedGrid();
    const dateButton = () => screen.getByRole('button', { name: /Scegli data$/ });

    await user.keyboard('+');
    await waitFor(() => expect(dateButton()).toHaveTextContent('mercoledì 5 marzo 2031'));
    expect(dateButton()).toHaveAccessibleName('mercoledì 5 marzo 2031, Scegli data');
    // The next day has no appointments: its grid is empty once loaded.
    await waitFor(() =>
      expect(
        screen.queryByRole('gridcell', { name: /^8:00 Appuntamento 1 ROSSI/ }),
      ).not.toBeInTheDocument(),
    );
    expect(api.requests.some((r) => r.url.searchParams.get('date') === '2031-03-05')).toBe(true);

    await user.keyboard('--');
    await waitFor(() => expect(dateButton()).toHaveTextContent('lunedì 3 marzo 2031'));
  });

  it('opens the context menu of a filled cell with a right click', async () => {
    const { user } = renderPage();
    const grid = await loadedGrid();

    await user.pointer({
      keys: '[MouseRight]',
      target: cell(grid, /^8:30 Appuntamento 2 BIANCHI/),
    });

    const menu = await screen.findByRole('menu');
    expectFilledCellMenu(menu);
    // The right-clicked cell becomes the selected one.
    expect(cell(grid, /^8:30 Appuntamento 2 BIANCHI/)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the context menu of the selected cell with Shift+F10', async () => {
    const { user } = renderPage();
    await loadedGrid();

    await user.keyboard('{Shift>}{F10}{/Shift}');
    expectFilledCellMenu(await screen.findByRole('menu'));

    // Esc closes it (WAI-ARIA menu pattern, cell-menu.test.tsx).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('offers Nuovo appuntamento in the context menu of an empty cell', async () => {
    const { user } = renderPage();
    const grid = await loadedGrid();

    await user.pointer({ keys: '[MouseRight]', target: cell(grid, /^9:00 Appuntamento 3$/) });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Nuovo appuntamento' })).toBeEnabled();
    expect(within(menu).queryByRole('menuitem', { name: 'Elimina' })).not.toBeInTheDocument();
  });
});
