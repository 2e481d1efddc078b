export {
  createConsoleApi,
  type ConsoleApi,
  type ConsoleApiOptions,
  type ConsoleCallArgs,
  type ConsoleCallInput,
} from './console-api.js';
