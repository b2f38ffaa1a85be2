/**
 * The key a Spanish catalogue holds the message `english` under. As written here, the English text
 * itself (decision 022); the build makes it a short hash of it, as it keys the catalogues
 * (web/vite/message-keys.ts), so a Spanish page does not download each English text twice.
 */
export const messageKey = (english: string): string => english;
