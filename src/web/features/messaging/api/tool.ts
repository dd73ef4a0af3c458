/** The helper tool's calls, shared with other features from `@web/lib/helper-tool`. */
export { callTool, DIRECT_SEND_TIMEOUT_MS, toolBase, toolMachineId } from '@web/lib/helper-tool';
