import type { SpanishMessages } from '../translator';

// La ficha de un centro (/es/facility/:id), en su propio fragmento. Lo que el centro escribió de sí
// mismo (nombre, descripción, horario) se muestra tal cual, en inglés; los nombres de los datos de
// referencia están en es-labels.ts, y los formularios en es-forms.ts.

export const facility = {
  'Facility Not Found': 'Centro no encontrado',
  'We could not find this treatment center. It may have been removed from the directory.':
    'No encontramos este centro de tratamiento. Es posible que se haya retirado del directorio.',
  'Search all facilities': 'Buscar en todos los centros',
  'Something went wrong': 'Algo salió mal',
  'There was an error loading this facility: {message}': 'Hubo un error al cargar este centro: {message}',

  // El encabezado y las secciones
  'Established {year}': 'Fundado en {year}',
  'Visit Website': 'Visitar el sitio web',
  ' (opens in a new tab)': ' (se abre en una pestaña nueva)',
  'About ': 'Acerca de ',
  'Features & Amenities': 'Características y comodidades',
  'Insurance Accepted': 'Seguros que acepta',
  'Accreditation': 'Acreditación',
  'Services': 'Servicios',
  'More services, settings and approaches': 'Más servicios, modalidades y enfoques',

  // La columna de contacto
  'Contact and related facilities': 'Contacto y otros centros',
  'Phone': 'Teléfono',
  'Website': 'Sitio web',
  'Address': 'Dirección',
  'Intake Hours': 'Horario de admisión',
  'In crisis right now?': '¿Está en crisis ahora?',
  ' (Suicide & Crisis Lifeline), any time.': ' (Línea de Prevención del Suicidio y Crisis), a cualquier hora. Para español, marque 2.',
  ' — free, confidential, 24/7.': ' — gratis, confidencial, 24/7, con atención en español.',
  'Other facilities in ': 'Otros centros en ',

  // Pedir información y reportar un problema
  'Request information': 'Pedir información',
  'Ask about {name}: admissions, insurance, costs or anything else. Only your name and phone number are required.':
    'Pregunte sobre {name}: admisiones, seguro médico, costos o cualquier otra cosa. Solo se necesitan su nombre y su número de teléfono.',
  'Report a problem with this listing': 'Reportar un problema con esta ficha',
  'Tell us what is wrong with this listing and we will check it and correct it.':
    'Díganos qué está mal en esta ficha y lo revisaremos y corregiremos.',
  'What is wrong?': '¿Qué está mal?',
  'Choose one': 'Elija una opción',
  'The facility has closed': 'El centro cerró',
  'The phone number, email or website is wrong': 'El teléfono, el correo electrónico o el sitio web están mal',
  'Other details are wrong (services, insurance or address)': 'Hay otros datos mal (servicios, seguro médico o dirección)',
  'Something else': 'Otra cosa',
  'Details': 'Detalles',
  'Your email': 'Su correo electrónico',
  'Only if you would like us to tell you what we changed.': 'Solo si quiere que le digamos qué cambiamos.',
  'Your report could not be sent.': 'No se pudo enviar su reporte.',
  'Send Report': 'Enviar el reporte',
  'Sending your report…': 'Enviando su reporte…',
  'Thank you for letting us know. We will check this listing and correct it if needed.':
    'Gracias por avisarnos. Revisaremos esta ficha y la corregiremos si es necesario.',
} satisfies SpanishMessages;
