/**
 * The appointments screen `#/user/appuntamenti` (spec 000 §2): day toolbar, the daily grid
 * (or the closed-day image), side boxes and notes, the date banner and every popup. Built
 * for the front desk: keyboard first, instant day changes from the prefetched cache, live
 * updates from other desks.
 *
 * The notes block and the ANNOTAZIONI VEICOLO popup belong to features of their own; the
 * route (`src/web/app/routes`) passes them in as render slots, so features never import
 * each other.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import type { Session } from '@shared/contracts/auth';
import { addDays } from '@shared/domain/iso-date';
import { COMMON_MSG } from '@shared/messages';
import { useOnline } from '@web/lib/online';
import { useSession } from '@web/data/session';
import { useDay, usePrefetchNeighbours } from './api/get-day';
import { CellMenu, cellMenuItems } from './components/cell-menu-lazy';
import { OfflineBanner, OfflineDayMissing } from './components/offline-alerts';
import { SideColumn } from './components/side-column';
import { AppointmentsGrid, gridCellElement } from './components/grid/appointments-grid';
import { ClosedDay } from './components/grid/closed-day';
import {
  GridPopups,
  NO_POPUPS,
  type AnnotationsSlot,
  type MessageSlot,
  type PopupState,
} from './components/grid-popups';
import { DateBanner } from './components/toolbar/date-banner';
import { DayToolbar } from './components/toolbar/day-toolbar';
import { useCellMenu } from './hooks/use-cell-menu';
import { useGridActions } from './hooks/use-grid-actions';
import { useGridDate } from './hooks/use-grid-date';
import { useGridKeyboard } from './hooks/use-grid-keyboard';
import { useDayLiveUpdates } from './hooks/use-day-live-updates';
import { useGridRows } from './hooks/use-grid-rows';
import { useSettledValue } from './hooks/use-settled-value';
import { useTouchGestures } from './hooks/use-touch-gestures';
import type { GridKeyAction } from './lib/grid-keys';
import { dispatchGridKey } from './lib/grid-key-dispatch';
import { cellAt, parseCellParams, type CellPos, type GridFilter } from './lib/grid-model';
import { minutesInRome, rowAtClock, selectionScroll } from './lib/visual-scroll';
import classes from './appointments-page.module.css';
import { APPOINTMENTS_TEXTS as T } from './texts';
import { useOptOutSet } from './api/opt-outs';

/**
 * How long the grid's date must stay the same before the side column follows it, when it
 * changed less than this before (a run of `+` / `-`), in ms.
 */
const SIDE_QUIET_MS = 150;

/** The context menu, memoised here: it re-renders only when its own state changes. */
const GridCellMenu = memo(CellMenu);

export type {
  AnnotationsSlot,
  AnnotationsSlotProps,
  AppointmentMessageKind,
  AppointmentMessageRequest,
  MessageSlot,
} from './components/grid-popups';

/** What the route composes into the screen from other features. Pass stable functions. */
export type AppointmentsPageSlots = {
  /** The notes block under the side boxes, for the grid's date `YYYY-MM-DD`. */
  renderNotes?: (date: string) => ReactNode;
  /** The ANNOTAZIONI VEICOLO popup (keyboard `x`). */
  renderAnnotations?: AnnotationsSlot;
  /** The Promemoria button of the toolbar with its popup (Invio Messaggi Promemoria) for the date. */
  renderReminders?: (date: string) => ReactNode;
  /**
   * Side boxes owned by other features (the SMS, WEB and SYNC boxes), above the colour
   * counts, for the grid's date `YYYY-MM-DD`.
   */
  renderSideBoxes?: (date: string) => ReactNode;
  /** The popups of Foglio prenotazione, Avviso ticket and Veicolo pronto (context menu). */
  renderMessage?: MessageSlot;
};

/** The screen; waits for the session (the shell only routes here when signed in). */
export function AppointmentsPage(slots: AppointmentsPageSlots) {
  const session = useSession();
  if (!session.data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={T.loading} />
      </Center>
    );
  }
  return <AppointmentsScreen session={session.data} slots={slots} />;
}

function AppointmentsScreen({
  session,
  slots,
}: {
  session: Session;
  slots: AppointmentsPageSlots;
}) {
  const timetable = session.app.timetable;
  const visualScroll = session.app.visualScroll;
  const rowCount = timetable.length;
  const { date, setDate, deepLink } = useGridDate(session.today);
  useDayLiveUpdates();
  usePrefetchNeighbours(date);
  const day = useDay(date);
  const optOuts = useOptOutSet();
  const online = useOnline();
  const closed = day.data?.closed ?? false;
  // A day change paints the toolbar's date and the grid first, in an urgent render with
  // only those; the side column, notes and the closed popups follow the date
  // in a background render after that paint — at once after a single key press, at the end
  // of a run of presses (README "Performance": re-rendering the whole screen and fetching the side
  // boxes' data for every day of a run made p95 3.5× the floor).
  const [sideDate, settleSide] = useSettledValue(date, SIDE_QUIET_MS);
  const sideDay = useDay(sideDate).data;

  const rows = useGridRows(day.data?.appointments, rowCount);

  const [selection, setSelection] = useState<CellPos>(
    () => parseCellParams(deepLink.riga, deepLink.colonna, rowCount) ?? { row: 0, column: 1 },
  );
  const [filter, setFilter] = useState<GridFilter>('none');
  const [popups, setPopups] = useState<PopupState>(NO_POPUPS);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const actions = useGridActions(date);
  const mainRef = useRef<HTMLDivElement>(null);
  const menu = useCellMenu(mainRef);
  const openCellMenu = menu.open;
  const scrollToSelection = useRef(false);
  const lastMenuAt = useRef(0);
  /** When a long press last opened the menu (Android then also fires contextmenu). */
  const lastLongPressAt = useRef(0);

  // Latest values for callbacks that must stay stable (memoised children, key listener).
  const live = useRef({
    rows,
    selection,
    date,
    popups,
    calendarOpen,
    actions,
    menuOpen: menu.opened,
  });
  useLayoutEffect(() => {
    live.current = { rows, selection, date, popups, calendarOpen, actions, menuOpen: menu.opened };
  });

  // Deep link from the archive: `?data=&riga=&colonna=` selects that cell and scrolls to it
  // (spec 000 §2), in the render that sees the link (or the timetable it needs).
  const [linked, setLinked] = useState({ deepLink, rowCount });
  const [linkScroll, setLinkScroll] = useState(0);
  if (linked.deepLink !== deepLink || linked.rowCount !== rowCount) {
    setLinked({ deepLink, rowCount });
    const pos = parseCellParams(deepLink.riga, deepLink.colonna, rowCount);
    if (pos) {
      setSelection(pos);
      setLinkScroll((n) => n + 1);
    }
  }
  const scrolledLink = useRef(0);

  useEffect(() => {
    const td = gridCellElement(mainRef.current, selection);
    // Keyboard focus follows the selection when it is on the grid (roving tabindex).
    if (td && document.activeElement?.closest('td[role="gridcell"]')) td.focus();
    if (!scrollToSelection.current && scrolledLink.current === linkScroll) return;
    scrollToSelection.current = false;
    scrolledLink.current = linkScroll;
    td?.scrollIntoView(selectionScroll(visualScroll));
  }, [selection, visualScroll, linkScroll]);

  // Scorrimento visuale: today's grid opens on the row of the current time (once per day
  // shown, not on every live update).
  const clockShown = useRef<string | null>(null);
  const shownDate = day.data?.date;
  useEffect(() => {
    if (!visualScroll || shownDate !== session.today || clockShown.current === shownDate) return;
    clockShown.current = shownDate;
    const row = rowAtClock(timetable, minutesInRome());
    gridCellElement(mainRef.current, { row, column: 1 })?.scrollIntoView(selectionScroll(true));
  }, [visualScroll, shownDate, session.today, timetable]);

  const openPopup = useCallback(<K extends keyof PopupState>(which: K, value: PopupState[K]) => {
    setPopups((p) => ({ ...p, [which]: value }));
  }, []);
  const closePopup = useCallback((which: keyof PopupState) => {
    setPopups((p) => ({ ...p, [which]: NO_POPUPS[which] }));
  }, []);

  const openEditor = useCallback(
    (pos: CellPos) => {
      const { rows: r, date: d } = live.current;
      openPopup('edit', {
        date: d,
        row: pos.row,
        column: pos.column,
        appointment: cellAt(r, pos) ?? null,
      });
    },
    [openPopup],
  );

  const step = useCallback((delta: 1 | -1) => setDate((d) => addDays(d, delta)), [setDate]);
  const pick = useCallback((iso: string) => setDate(iso), [setDate]);

  /** Opens the cell's context menu at `point`, or below the cell (keyboard) without one. */
  const openMenu = useCallback(
    (pos: CellPos, point?: { x: number; y: number }) => {
      const { rows: r, actions: act } = live.current;
      const a = cellAt(r, pos);
      setSelection(pos);
      lastMenuAt.current = Date.now();
      const items = cellMenuItems(a, act.clipboard, {
        setStatus: act.requestStatus,
        remember: act.remember,
        paste: () => act.pasteAt(pos),
        remove: (x) => void act.removeWithConfirm(x),
        copyPhone: (x) => void act.copyPhone(x),
        vehicles: (x) => openPopup('vehicles', { phone: x.phone, plate: x.plate }),
        message: (kind, x) => openPopup('message', { kind, appointment: x }),
        create: () => openEditor(pos),
      });
      openCellMenu(pos, items, point);
    },
    [openEditor, openPopup, openCellMenu],
  );

  const wasLongPress = useTouchGestures(mainRef, {
    onSwipe: (delta) => {
      if (!anyPopupOpen()) step(delta);
    },
    onLongPress: (target, x, y) => {
      const td = target.closest<HTMLElement>('td[role="gridcell"]');
      if (!td || Date.now() - lastMenuAt.current < 1000) return;
      lastLongPressAt.current = Date.now();
      openMenu({ row: Number(td.dataset.row), column: Number(td.dataset.column) }, { x, y });
    },
  });

  const onCellClick = useCallback(
    (pos: CellPos) => {
      if (wasLongPress()) return;
      const { rows: r, selection: sel } = live.current;
      const a = cellAt(r, pos);
      const wasSelected = sel.row === pos.row && sel.column === pos.column;
      setSelection(pos);
      if (!a || wasSelected) openEditor(pos);
    },
    [openEditor, wasLongPress],
  );
  const onCellDoubleClick = useCallback(
    (pos: CellPos) => {
      if (cellAt(live.current.rows, pos) && !live.current.popups.edit) openEditor(pos);
    },
    [openEditor],
  );
  const onCellContextMenu = useCallback(
    (pos: CellPos, event: MouseEvent<HTMLElement>) => {
      // Only the contextmenu that follows a long press is a duplicate (Android fires both);
      // a second right click by a quick desk user must open the menu at once.
      event.preventDefault();
      if (Date.now() - lastLongPressAt.current < 800) return;
      openMenu(pos, { x: event.clientX, y: event.clientY });
    },
    [openMenu],
  );

  function anyPopupOpen(): boolean {
    const { popups: p, calendarOpen: cal, actions: act, menuOpen } = live.current;
    return (
      cal ||
      menuOpen ||
      act.reasonFor !== null ||
      Object.values(p).some((v) => v !== null && v !== false) ||
      // Other modals (notes editor, confirmations) trap focus while open and give it back
      // when they start closing, so a closing dialog does not swallow the next grid key.
      document.activeElement?.closest('[role="dialog"]') != null
    );
  }

  useGridKeyboard(
    (action: GridKeyAction) => {
      const { rows: r, selection: sel, actions: act } = live.current;
      dispatchGridKey(action, {
        rows: r,
        selection: sel,
        rowCount,
        today: session.today,
        moveSelectionBy: (move) => {
          scrollToSelection.current = true;
          setSelection(move);
        },
        setDate,
        openEditor,
        openMenu,
        openPhone: (phone) => openPopup('phone', phone),
        openDetails: (appointment) => openPopup('details', appointment),
        openAnnotations: (vehicle) => openPopup('annotations', vehicle),
        applyStatus: act.applyStatus,
        copyPhone: act.copyPhone,
      });
    },
    () => !anyPopupOpen(),
  );

  const openClosure = useCallback(() => openPopup('closure', true), [openPopup]);
  const openFilters = useCallback(() => openPopup('filters', true), [openPopup]);

  return (
    // A press or a focus anywhere on the screen first brings the side column to the shown
    // day, so nobody acts on notes or boxes of the day a run of keys passed through.
    <div className={classes.page} onPointerDownCapture={settleSide} onFocusCapture={settleSide}>
      <DayToolbar
        date={date}
        today={session.today}
        availableYears={session.availableYears}
        onStep={step}
        onPick={pick}
        calendarOpened={calendarOpen}
        onCalendarOpenedChange={setCalendarOpen}
        onOpenClosure={openClosure}
        onOpenFilters={openFilters}
        filterActive={filter !== 'none'}
        closed={closed}
        renderReminders={slots.renderReminders}
      />
      {!online && <OfflineBanner />}
      <div className={classes.layout}>
        {/* data-day-shown: the date whose data is on screen (bench and tests read it). */}
        <div className={classes.main} ref={mainRef} data-day-shown={day.data?.date ?? ''}>
          {day.isError && !day.data && !online ? (
            <OfflineDayMissing />
          ) : day.isError && !day.data ? (
            <Alert color="red" title={COMMON_MSG.dbConnection}>
              <Button size="xs" mt="xs" onClick={() => void day.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : closed ? (
            <ClosedDay />
          ) : (
            <AppointmentsGrid
              timetable={timetable}
              rows={rows}
              selection={selection}
              filter={filter}
              loading={day.isPending}
              onCellClick={onCellClick}
              onCellDoubleClick={onCellDoubleClick}
              onCellContextMenu={onCellContextMenu}
              optOuts={optOuts}
            />
          )}
        </div>
        <SideColumn
          day={sideDay}
          session={session}
          date={sideDate}
          renderNotes={slots.renderNotes}
          renderSideBoxes={slots.renderSideBoxes}
        />
      </div>
      <DateBanner date={date} />
      <GridCellMenu state={menu.state} opened={menu.opened} onClose={menu.close} />
      <GridPopups
        popups={popups}
        close={closePopup}
        session={session}
        // Only the Chiusura popup reads them: the shown day while it is open, else the
        // side column's, so a day change does not re-render the closed popups.
        date={popups.closure ? date : sideDate}
        day={popups.closure ? day.data : sideDay}
        filter={filter}
        onFilter={setFilter}
        reasonStatus={actions.reasonFor?.status ?? null}
        onReason={actions.confirmReason}
        onReasonClose={actions.cancelReason}
        renderAnnotations={slots.renderAnnotations}
        renderMessage={slots.renderMessage}
      />
    </div>
  );
}
