import type { SpanishMessages } from '../translator';

// Lo que comparten varias páginas en español fuera del catálogo común (tipos de tratamiento, seguro
// médico, mapa del sitio, estado y ciudad): un fragmento que cargan solo ellas, para que es.ts no crezca.

export const info = {
  'Call ': 'Llame al ',
  'Search Treatment Centers': 'Buscar centros de tratamiento',
  '988 Suicide & Crisis Lifeline': 'Línea 988 de Prevención del Suicidio y Crisis',
  'call or text 988': 'llame o envíe un mensaje de texto al 988',
  'Crisis Text Line': 'Línea de Texto de Crisis (Crisis Text Line)',
  'text {keyword} to ': 'envíe {keyword} al ',
  'Emergency': 'Emergencias',
  'Browse all states': 'Ver todos los estados',
  '# facilities': { one: '# centro', other: '# centros', many: '# de centros' },
} satisfies SpanishMessages;
