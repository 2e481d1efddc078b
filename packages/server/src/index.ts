export { buildServer, type BuildOptions } from './server.js';
export { loadConfig, ConfigError, type ServerConfig } from './config.js';
