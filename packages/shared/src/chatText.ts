import { UI_TEXT } from './messages.js';

/** Chat messages of the spec (sections 6 and 8), shown by the web app and sent by the server. */
export const CHAT_TEXT = {
  cannotInitiate: "You can't currently initiate a chat.",
  couldNotCreateRoom: 'Could not create a chat room at this moment.',
  noConnection: UI_TEXT.noConnection,
} as const;
