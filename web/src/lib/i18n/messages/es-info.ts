import type { SpanishMessages } from '../translator';

// Lo que comparten las páginas informativas en español (tipos de tratamiento, seguro médico): un
// fragmento que cargan solo ellas, para que el catálogo común (es.ts) no crezca.

export const info = {
  'Call ': 'Llame al ',
  'Search Treatment Centers': 'Buscar centros de tratamiento',
} satisfies SpanishMessages;
