import type { SpanishMessages } from '../translator';

// La página de un estado (/es/states/:state) y la de una ciudad (/es/states/:state/:city), en un
// fragmento que comparten; la lista de estados tiene el suyo (es-states-index.ts). Los nombres de
// los estados, los tipos de tratamiento y los seguros están en es-labels.ts; el de una ciudad se
// muestra tal cual.

export const states = {
  // La página de un estado
  'State Not Found': 'Estado no encontrado',
  'Addiction Treatment Centers in {place}': 'Centros de tratamiento de adicciones en {place}',
  'Find addiction treatment centers in {place}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.':
    'Encuentre centros de tratamiento de adicciones en {place}: desintoxicación, internación, tratamiento ambulatorio y más, con calificaciones, seguros y datos de contacto.',
  'States': 'Estados',
  'Addiction treatment centers in {place}': 'Centros de tratamiento de adicciones en {place}',
  'Addiction Treatment Centers': 'Centros de tratamiento de adicciones',
  'We could not find a US state or territory called “{name}”. Choose your state from the list instead.':
    'No encontramos ningún estado ni territorio de EE. UU. llamado «{name}». Elija su estado en la lista.',
  'Find addiction treatment in {place}: detox, inpatient and outpatient programs, and help choosing the right one.':
    'Encuentre tratamiento para la adicción en {place}: programas de desintoxicación, de internación y ambulatorios, y ayuda para elegir el adecuado.',
  'Find addiction treatment near you, and help choosing the right program.':
    'Encuentre tratamiento para la adicción cerca de usted, y ayuda para elegir el programa adecuado.',
  'Call 24/7 Helpline ': 'Llame a la línea de ayuda 24/7 ',
  'In crisis? Call or text {number}': '¿En crisis? Llame o envíe un mensaje de texto al {number}',
  'Our helpline is answered by {who}.': 'Nuestra línea de ayuda la atiende {who}.',
  'We could not load this state’s treatment centers right now ({message}). Please try again later, or call the helpline for help finding a center.':
    'No pudimos cargar los centros de tratamiento de este estado en este momento ({message}). Vuelva a intentarlo más tarde, o llame a la línea de ayuda para que le ayuden a encontrar un centro.',
  'Top-rated centers in {place}': 'Centros mejor calificados en {place}',
  'Treatment centers in {place}': 'Centros de tratamiento en {place}',
  'Treatment centers': 'Centros de tratamiento',
  'No facilities listed yet': 'Todavía no hay centros',
  'We don’t list any treatment centers in {place} yet. Our helpline can help you find treatment nearby or in a neighboring state.':
    'Todavía no tenemos centros de tratamiento en {place}. Nuestra línea de ayuda puede ayudarle a encontrar tratamiento cerca o en un estado vecino.',
  'We don’t list any treatment centers here yet. Our helpline can help you find treatment nearby or in a neighboring state.':
    'Todavía no tenemos centros de tratamiento aquí. Nuestra línea de ayuda puede ayudarle a encontrar tratamiento cerca o en un estado vecino.',
  'View All {count} Facilities': 'Ver los {count} centros',
  'Cities in {place}': 'Ciudades de {place}',
  'Not sure which center is right?': '¿No sabe qué centro es el adecuado?',
  'Tell us a little about what you need and a treatment coordinator will contact you, free and in confidence.':
    'Cuéntenos un poco lo que necesita y un coordinador de tratamiento se pondrá en contacto con usted, de forma gratuita y confidencial.',
  'Browse other states': 'Ver otros estados',
  'Link copied to clipboard!': '¡Enlace copiado!',
  'Share it to show {place}’s treatment centers.': 'Compártalo para mostrar los centros de tratamiento de {place}.',
  'Could not copy the link': 'No se pudo copiar el enlace',
  'Copy the address from your browser’s address bar instead.': 'Copie la dirección de la barra de direcciones de su navegador.',
  'Copy link to this page': 'Copiar el enlace a esta página',
  'Treatment facilities listed': 'Centros de tratamiento en el directorio',
  'Population': 'Población',
  'Overdose deaths (yearly)': 'Muertes por sobredosis (al año)',
  'People needing treatment': 'Personas que necesitan tratamiento',
  'N/A': 'N/D',
  '{place} at a glance': '{place} en resumen',
  'N/A: figures we do not publish yet.': 'N/D: cifras que todavía no publicamos.',
  'Resources and support': 'Recursos y apoyo',
  'Crisis lines, free and confidential, 24/7': 'Líneas de crisis, gratuitas y confidenciales, 24/7',
  ' (treatment referral and information)': ' (referidos a tratamiento e información, atención en español disponible)',
  'call ': 'llame al ',
  ' if someone is in immediate danger': ' si alguien está en peligro inmediato',
  'Support groups': 'Grupos de apoyo',
  'Alcoholics Anonymous (AA)': 'Alcohólicos Anónimos (AA)',
  'Free peer support meetings for people who want to stop drinking.': 'Reuniones gratuitas de apoyo entre pares para quienes quieren dejar de beber.',
  'Narcotics Anonymous (NA)': 'Narcóticos Anónimos (NA)',
  'Free peer support meetings for recovery from drug addiction.': 'Reuniones gratuitas de apoyo entre pares para recuperarse de la adicción a las drogas.',
  'SMART Recovery': 'SMART Recovery (en inglés)',
  'Science-based mutual support meetings, in person and online.': 'Reuniones de apoyo mutuo basadas en la ciencia, en persona y en línea.',
  'Al-Anon and Nar-Anon': 'Al-Anon y Nar-Anon',
  'Support groups for families and friends of people with addiction.': 'Grupos de apoyo para familiares y amigos de personas con adicción.',

  // La página de una ciudad
  'City Not Found': 'Ciudad no encontrada',
  '{count} addiction treatment centers in {place}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.':
    '{count} centros de tratamiento de adicciones en {place}: desintoxicación, internación, tratamiento ambulatorio y más, con calificaciones, seguros y datos de contacto.',
  '{count} treatment centers in {place}: detox, inpatient and outpatient programs, and the insurance they take.':
    '{count} centros de tratamiento en {place}: programas de desintoxicación, de internación y ambulatorios, y los seguros que aceptan.',
  'Search near {place}': 'Buscar cerca de {place}',
  'By treatment type': 'Por tipo de tratamiento',
  'By insurance accepted': 'Por seguro aceptado',
  'Nearby cities': 'Ciudades cercanas',
  'No other city near {place} has a page yet.': 'Ninguna otra ciudad cerca de {place} tiene página todavía.',
  '({count} centers, {miles} mi)': '({count} centros, a {miles} millas)',
  'All treatment centers in {place}': 'Todos los centros de tratamiento de {place}',
  'None listed yet.': 'Todavía no hay ninguno.',
  'City page unavailable': 'La página de la ciudad no está disponible',
  'We have no page for that city: it has fewer than three listed treatment centers, or no city of that name is in this state.':
    'No tenemos página para esa ciudad: tiene menos de tres centros de tratamiento en el directorio, o no hay ninguna ciudad con ese nombre en este estado.',
  'We could not load this city’s treatment centers right now ({message}).': 'No pudimos cargar los centros de tratamiento de esta ciudad en este momento ({message}).',
  'Browse the state’s centers': 'Ver los centros del estado',
} satisfies SpanishMessages;
