/**
 * "This PC" (spec 000 §3 config_tool: a machine id is compared to id_wa): a random id kept in
 * this browser's localStorage, made once. The PC whose id equals `tool.id_wa` sends the
 * WhatsApp messages through its ReviApp Tool.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage key of this PC's id. */
export const THIS_PC_KEY = 'reviapp:pc-id';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Length of a PC id (62 alphanumeric characters, as the spec's random ids). */
export const PC_ID_LENGTH = 20;

/** A fresh random id of `PC_ID_LENGTH` alphanumeric characters (crypto random). */
export function randomPcId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(PC_ID_LENGTH));
  // 256 % 62 leaves a tiny bias, harmless for an identifier that is not a secret.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * This PC's id: the stored one, or a new one stored now. When storage is unavailable the
 * id lives only as long as the page (and this PC cannot keep being the WhatsApp PC).
 */
export function thisPcId(
  store: StorageLike | null = storage(),
  make: () => string = randomPcId,
): string {
  try {
    const kept = store?.getItem(THIS_PC_KEY);
    if (kept && /^[A-Za-z0-9]{8,64}$/.test(kept)) return kept;
  } catch {
    // fall through: make one
  }
  const id = make();
  try {
    store?.setItem(THIS_PC_KEY, id);
  } catch {
    // private mode: the id is used for this page only
  }
  return id;
}
