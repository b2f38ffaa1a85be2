import type { ReactNode } from 'react';

/**
 * A value from data (a facility's name, the words a visitor typed) inside `<Trans>`: as a node, so that
 * Lingui places it without reading it for the message's tags. A string value is written into the
 * message before its `<0>…</0>` are parsed, so a name holding "<1>Call now</1>" would be drawn as our
 * own element 1 (a link, a phone number) around words nobody checked.
 */
export const asText = (value: string): ReactNode => <>{value}</>;
