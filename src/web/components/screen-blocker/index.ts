/** Spec 000 §4 screen blocker: the store (`block.add/remove/update`) and its view. */
export { block, createBlockerStore } from './blocker-store';
export type { BlockEntry, BlockInput, BlockPatch, BlockerStore } from './blocker-store';
export { ScreenBlocker } from './screen-blocker';
export { ScreenBlockerHost } from './screen-blocker-host';
