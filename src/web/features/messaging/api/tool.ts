/** The helper tool's calls, shared with other features from `@web/lib/helper-tool`. */
export { callTool, DIRECT_SEND_TIMEOUT_MS } from '@web/lib/helper-tool';
export { fetchToolBase } from '@web/data/settings';
export { fetchToolMachineId } from '@web/data/tool';
