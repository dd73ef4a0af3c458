/**
 * Popups that load on first use (README "Performance": login + grid ≤ 220 KB): a screen's dialogs,
 * menus and pickers are not needed to paint it, and they bring the heaviest Mantine parts
 * (Modal and its scroll lock, Combobox/Select, Menu/Popover and floating-ui). Their code is
 * fetched the first time one opens — or earlier, at the first sign of use (`preload`) — and
 * stays mounted from then on, so a popup closes with its transition and keeps its state as
 * if it had always been there. Once the service worker has precached the app
 * every later load is local.
 *
 * While a popup's chunk is still on its way nothing is shown (it is a few KB from the
 * same server); when it cannot be fetched (network gone) the popup is not shown, the
 * owner hears of it (`onLoadFailed`, to close its open state so the screen's keys work
 * again), the desk's connection watch is asked to probe the server (`CONNECTION_EVENT`: it
 * shows the connection-lost page when the server is away), and the next opening tries again.
 */
import {
  Component,
  lazy,
  Suspense,
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { CONNECTION_EVENT } from '@web/lib/api-client';

/** Any component: React's own `lazy` takes `ComponentType<any>`, whatever its props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Which opening of its `OnceOpened` a popup renders in (a new one after each failed load). */
const LoadAttempt = createContext(0);

/** A lazily loaded component that can also be fetched ahead of need. */
export type LazyPopup<C extends AnyComponent> = ((props: ComponentProps<C>) => ReactNode) & {
  /** Starts fetching the chunk (once; a failure is forgotten so a later call retries). */
  preload: () => void;
};

/**
 * `lazyPopup(() => import('./edit-dialog'), 'EditDialog')`: the named export `name` of the
 * module `load` fetches, as a lazy component with `preload()`. React's `lazy` remembers a
 * failed load for good, so after a failure the next mount uses a fresh one (a retry).
 */
export function lazyPopup<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPopup<M[K]> {
  let pending: Promise<M> | null = null;
  const fetchOnce = () => {
    pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    });
    return pending;
  };
  // React's lazy keeps a failed load for good, and would retry at once if swapped while
  // the same opening is still rendering: a fresh one is made only for a later opening
  // (`OnceOpened` counts its attempts), so a dead network costs one fetch per opening.
  let rejectedIn: number | null = null;
  let renderingIn = 0;
  const makeLazy = (): LazyExoticComponent<M[K]> =>
    lazy(() =>
      fetchOnce().then(
        (m) => ({ default: m[name] }),
        (e: unknown) => {
          rejectedIn = renderingIn;
          throw e;
        },
      ),
    );
  let current = makeLazy();
  const Popup = ((props: ComponentProps<M[K]>) => {
    const attempt = useContext(LoadAttempt);
    if (rejectedIn !== null && rejectedIn !== attempt) {
      rejectedIn = null;
      current = makeLazy();
    }
    renderingIn = attempt;
    const Current = current;
    return <Current {...props} />;
  }) as LazyPopup<M[K]>;
  Popup.preload = () => void fetchOnce().catch(() => undefined);
  return Popup;
}

/** Renders nothing when the chunk could not be fetched; the next open remounts and retries. */
class LoadFailed extends Component<{ children: ReactNode; onFail: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    window.dispatchEvent(new Event(CONNECTION_EVENT));
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts `children` (a `lazyPopup` element) from the first time `opened` is true and keeps
 * them mounted afterwards; before that it fetches nothing and renders `fallback` (default
 * nothing), which also stands in while the chunk arrives — e.g. the plain button that the
 * lazy popover will wrap. After a failed fetch it goes back to `fallback`, and mounts the
 * popup again (retrying the fetch) at the next opening.
 */
export function OnceOpened({
  opened,
  children,
  fallback = null,
  onLoadFailed,
}: {
  opened: boolean;
  children: ReactNode;
  fallback?: ReactNode;
  /** The chunk could not be fetched: the owner closes what it had opened. */
  onLoadFailed?: () => void;
}) {
  const [mounted, setMounted] = useState(opened);
  const [wasOpened, setWasOpened] = useState(opened);
  const [attempt, setAttempt] = useState(0);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setMounted(true);
  }
  if (!mounted) return fallback;
  return (
    <LoadFailed
      onFail={() => {
        setMounted(false);
        setAttempt((a) => a + 1);
        onLoadFailed?.();
      }}
    >
      <LoadAttempt.Provider value={attempt}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </LoadAttempt.Provider>
    </LoadFailed>
  );
}

const FIRST_USE = ['pointerdown', 'keydown', 'contextmenu'] as const;

/**
 * Starts loading `popups` at the first key press, tap or right click anywhere on the page
 * after the calling screen mounted (a sign the desk is about to use it). `popups` must be
 * a constant list.
 */
export function usePreloadOnFirstUse(popups: readonly { preload: () => void }[]): void {
  useEffect(() => {
    const preload = () => {
      for (const e of FIRST_USE) window.removeEventListener(e, preload, true);
      for (const popup of popups) popup.preload();
    };
    for (const e of FIRST_USE) window.addEventListener(e, preload, true);
    return () => {
      for (const e of FIRST_USE) window.removeEventListener(e, preload, true);
    };
  }, [popups]);
}
