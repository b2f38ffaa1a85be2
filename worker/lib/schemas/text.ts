import { z } from 'zod';
import { withoutBidiControls } from './bidi-controls';

// Text people type, as it is stored: without the marks that reorder it (./bidi-controls.ts).

/**
 * A text field: those marks dropped, then trimmed. Still a string schema, so `.min()` and `.max()`
 * follow and count what is stored (a name of marks alone is blank).
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(withoutBidiControls).trim();
