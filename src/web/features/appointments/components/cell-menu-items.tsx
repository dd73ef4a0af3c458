/**
 * The entries of a cell's context menu (spec 000 §2, CONTRACT labels): the five states
 * Nessuno … Altro as radio items, Copia, Taglia, Inverti, Incolla, Elimina, Foglio
 * prenotazione, Avviso ticket, Veicolo pronto, Veicoli associati, Copia telefono. An empty
 * cell offers Incolla and Nuovo appuntamento. Plain data: `CellMenu` renders it.
 */
import type { ReactNode } from 'react';
import {
  IconArrowsExchange,
  IconCar,
  IconClipboard,
  IconCopy,
  IconFileText,
  IconPhone,
  IconPlus,
  IconScissors,
  IconTicket,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { Appointment } from '@shared/contracts/appointments';
import type { AppointmentMessageKind } from './grid-popups';
import { APPOINTMENT_STATUSES, STATUS_LABELS } from '@shared/domain/status';

/** What was copied, cut or chosen for swapping, waiting for Incolla. */
export type GridClipboard = { mode: 'copy' | 'cut' | 'swap'; source: Appointment };

/** The commands the menu entries call. */
export type CellMenuActions = {
  setStatus: (a: Appointment, status: number) => void;
  remember: (mode: GridClipboard['mode'], a: Appointment) => void;
  paste: () => void;
  remove: (a: Appointment) => void;
  copyPhone: (a: Appointment) => void;
  vehicles: (a: Appointment) => void;
  /** Foglio prenotazione, Avviso ticket, Veicolo pronto: the messaging popup of `a`. */
  message: (kind: AppointmentMessageKind, a: Appointment) => void;
  create: () => void;
};

/** One command of the menu (`role="menuitem"`). */
export type CellMenuCommand = {
  kind: 'item';
  key: string;
  title: string;
  icon: ReactNode;
  color?: string;
  disabled?: boolean;
  onSelect: () => void;
};

/** One appointment state (`role="menuitemradio"`, `aria-checked` on the current one). */
export type CellMenuStatus = {
  kind: 'status';
  key: string;
  title: string;
  status: number;
  checked: boolean;
  onSelect: () => void;
};

export type CellMenuEntry = CellMenuCommand | CellMenuStatus | { kind: 'divider'; key: string };

/** Red of destructive entries: shade 9 reaches 4.5:1 on white (Mantine's red-6 is 3.3:1). */
const DANGER_COLOR = 'var(--mantine-color-red-9)';

const icon16 = { size: 16, 'aria-hidden': true } as const;

/** The menu entries for `appointment` (or an empty cell when undefined). */
export function cellMenuItems(
  appointment: Appointment | undefined,
  clipboard: GridClipboard | null,
  act: CellMenuActions,
): CellMenuEntry[] {
  const paste: CellMenuCommand = {
    kind: 'item',
    key: 'paste',
    title: 'Incolla',
    icon: <IconClipboard {...icon16} />,
    disabled: !clipboard,
    onSelect: act.paste,
  };
  if (!appointment) {
    return [
      paste,
      {
        kind: 'item',
        key: 'new',
        title: 'Nuovo appuntamento',
        icon: <IconPlus {...icon16} />,
        onSelect: act.create,
      },
    ];
  }
  const a = appointment;
  const item = (
    key: string,
    title: string,
    icon: ReactNode,
    onSelect: () => void,
    extra: Partial<CellMenuCommand> = {},
  ): CellMenuCommand => ({ kind: 'item', key, title, icon, onSelect, ...extra });
  return [
    ...APPOINTMENT_STATUSES.map((s): CellMenuStatus => ({
      kind: 'status',
      key: `status-${s}`,
      title: STATUS_LABELS[s],
      status: s,
      checked: a.status === s,
      onSelect: () => act.setStatus(a, s),
    })),
    { kind: 'divider', key: 'd1' },
    item('copy', 'Copia', <IconCopy {...icon16} />, () => act.remember('copy', a)),
    item('cut', 'Taglia', <IconScissors {...icon16} />, () => act.remember('cut', a)),
    item('swap', 'Inverti', <IconArrowsExchange {...icon16} />, () => act.remember('swap', a)),
    paste,
    item('delete', 'Elimina', <IconTrash {...icon16} />, () => act.remove(a), {
      color: DANGER_COLOR,
    }),
    { kind: 'divider', key: 'd2' },
    item('sheet', 'Foglio prenotazione', <IconFileText {...icon16} />, () =>
      act.message('sheet', a),
    ),
    item('ticket', 'Avviso ticket', <IconTicket {...icon16} />, () => act.message('ticket', a)),
    item('ready', 'Veicolo pronto', <IconTruckDelivery {...icon16} />, () =>
      act.message('ready', a),
    ),
    { kind: 'divider', key: 'd3' },
    item('vehicles', 'Veicoli associati', <IconCar {...icon16} />, () => act.vehicles(a)),
    item('phone', 'Copia telefono', <IconPhone {...icon16} />, () => act.copyPhone(a), {
      disabled: a.phone === '',
    }),
  ];
}
