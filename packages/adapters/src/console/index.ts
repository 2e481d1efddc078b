export {
  createConsoleApi,
  type ConsoleApi,
  type ConsoleApiOptions,
  type ConsoleCallInput,
} from './console-api.js';
