import type { SpanishMessages } from '../translator';

// Lo que comparten varias páginas en español fuera del catálogo común (tipos de tratamiento, seguro
// médico, mapa del sitio, estado y ciudad, términos y privacidad): un fragmento que cargan solo ellas, para que es.ts no crezca.

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
  'Terms of Service': 'Términos del servicio',
  'Last updated {date}': 'Última actualización: {date}',
  'This is a translation: if it differs from the English version, the English version governs.':
    'Esta es una traducción: si difiere de la versión en inglés, prevalece la versión en inglés.',
  'Back to Home': 'Volver al inicio',
  'contact page': 'página de contacto',
  '8. Changes and contact': '8. Cambios y contacto',
  'Contact Us': 'Contáctenos',
  'Americans in recovery': 'personas en recuperación en EE. UU.',
  'Free and confidential, 24/7.': 'Gratis y confidencial, 24/7.',
  'Free and confidential, 24/7. Calls are answered by {who}.': 'Gratis y confidencial, 24/7. Las llamadas las atiende {who}.',
} satisfies SpanishMessages;
