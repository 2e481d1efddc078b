export { messages } from './messages/catalogue.js';
