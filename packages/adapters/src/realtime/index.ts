// `@dubloon-quest/adapters/realtime`: imports socket.io-client. Load it lazily (a dynamic import after login).
export { SOCKET_TIMEOUT_MS, SOCKET_TRANSPORTS, SocketRealtime, type SocketRealtimeOptions } from './socket-realtime.js';
