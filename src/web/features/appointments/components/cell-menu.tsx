/**
 * The right-click / long-press menu of a cell (spec 000 §2, CONTRACT labels): state items
 * Nessuno … Altro, Copia, Taglia, Inverti, Incolla, Elimina, Foglio prenotazione, Avviso
 * ticket, Veicolo pronto, Veicoli associati, Copia telefono. An empty cell offers Incolla
 * and Nuovo appuntamento.
 */
import type { ContextMenuItemOptions } from 'mantine-contextmenu';
import {
  IconArrowsExchange,
  IconCar,
  IconCheck,
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
import {
  APPOINTMENT_STATUSES,
  STATUS_COLORS,
  STATUS_LABELS,
} from '@shared/domain/status';

/** What was copied, cut or chosen for swapping, waiting for Incolla. */
export type GridClipboard = { mode: 'copy' | 'cut' | 'swap'; source: Appointment };

export type CellMenuActions = {
  setStatus: (a: Appointment, status: number) => void;
  remember: (mode: GridClipboard['mode'], a: Appointment) => void;
  paste: () => void;
  remove: (a: Appointment) => void;
  copyPhone: (a: Appointment) => void;
  vehicles: (a: Appointment) => void;
  messagingLater: (what: string) => void;
  create: () => void;
};

function Swatch({ status, current }: { status: number; current: boolean }) {
  const color = STATUS_COLORS[status as keyof typeof STATUS_COLORS];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 16,
        height: 16,
        borderRadius: 4,
        background: status === 0 ? '#fff' : `var(--mantine-color-${color}-2)`,
        border: `2px solid var(--mantine-color-${color}-6)`,
      }}
    >
      {current ? <IconCheck size={11} stroke={3} /> : null}
    </span>
  );
}

/** The menu items for `appointment` (or an empty cell when undefined). */
export function cellMenuItems(
  appointment: Appointment | undefined,
  clipboard: GridClipboard | null,
  act: CellMenuActions,
): ContextMenuItemOptions[] {
  const paste: ContextMenuItemOptions = {
    key: 'paste',
    title: 'Incolla',
    icon: <IconClipboard size={16} />,
    disabled: !clipboard,
    onClick: act.paste,
  };
  if (!appointment) {
    return [
      paste,
      {
        key: 'new',
        title: 'Nuovo appuntamento',
        icon: <IconPlus size={16} />,
        onClick: act.create,
      },
    ];
  }
  const a = appointment;
  const icon16 = { size: 16 } as const;
  return [
    ...APPOINTMENT_STATUSES.map((s): ContextMenuItemOptions => ({
      key: `status-${s}`,
      title: STATUS_LABELS[s],
      icon: <Swatch status={s} current={a.status === s} />,
      onClick: () => act.setStatus(a, s),
    })),
    { key: 'd1' },
    {
      key: 'copy',
      title: 'Copia',
      icon: <IconCopy {...icon16} />,
      onClick: () => act.remember('copy', a),
    },
    {
      key: 'cut',
      title: 'Taglia',
      icon: <IconScissors {...icon16} />,
      onClick: () => act.remember('cut', a),
    },
    {
      key: 'swap',
      title: 'Inverti',
      icon: <IconArrowsExchange {...icon16} />,
      onClick: () => act.remember('swap', a),
    },
    paste,
    {
      key: 'delete',
      title: 'Elimina',
      color: 'red',
      icon: <IconTrash {...icon16} />,
      onClick: () => act.remove(a),
    },
    { key: 'd2' },
    {
      key: 'sheet',
      title: 'Foglio prenotazione',
      icon: <IconFileText {...icon16} />,
      onClick: () => act.messagingLater('Foglio prenotazione'),
    },
    {
      key: 'ticket',
      title: 'Avviso ticket',
      icon: <IconTicket {...icon16} />,
      onClick: () => act.messagingLater('Avviso ticket'),
    },
    {
      key: 'ready',
      title: 'Veicolo pronto',
      icon: <IconTruckDelivery {...icon16} />,
      onClick: () => act.messagingLater('Veicolo pronto'),
    },
    { key: 'd3' },
    {
      key: 'vehicles',
      title: 'Veicoli associati',
      icon: <IconCar {...icon16} />,
      onClick: () => act.vehicles(a),
    },
    {
      key: 'phone',
      title: 'Copia telefono',
      icon: <IconPhone {...icon16} />,
      disabled: a.phone === '',
      onClick: () => act.copyPhone(a),
    },
  ];
}
