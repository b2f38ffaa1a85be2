import type { SpanishMessages } from '../translator';

// Lo que comparten las pantallas en español fuera del catálogo común, y que la página de inicio no
// muestra: un fragmento que carga cada pantalla menos la de inicio, para que es.ts no crezca.

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

  // Lo que comparten las pantallas (no la página de inicio): migas, disponibilidad, fichas, pasos
  'Breadcrumb': 'Ruta de navegación',
  'Call {number}': 'Llamar al {number}',
  'Step {number}: ': 'Paso {number}: ',
  ', free and confidential, 24/7.': ', gratis y confidencial, 24/7.',
  'Specializations': 'Especialidades',
  'Last verified {date}': 'Verificado por última vez el {date}',
  'Availability': 'Disponibilidad',
  'Accepting new patients': 'Acepta pacientes nuevos',
  'Waitlist for new patients': 'Lista de espera para pacientes nuevos',
  'Not accepting new patients': 'No acepta pacientes nuevos',
  'Availability not confirmed recently — call to ask': 'Disponibilidad sin confirmar recientemente: llame para preguntar',
  'confirmed today': 'confirmado hoy',
  'confirmed yesterday': 'confirmado ayer',
  'confirmed # days ago': { one: 'confirmado hace # día', other: 'confirmado hace # días', many: 'confirmado hace # de días' },
  'No open beds': 'No hay camas disponibles',
  '# open beds': { one: '# cama disponible', other: '# camas disponibles', many: '# de camas disponibles' },
  'No wait for a first appointment': 'Sin espera para una primera cita',
  'Typical wait: # days': { one: 'Espera habitual: # día', other: 'Espera habitual: # días', many: 'Espera habitual: # de días' },
  'Search treatment centers': 'Buscar centros de tratamiento',
} satisfies SpanishMessages;
