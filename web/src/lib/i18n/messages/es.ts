import type { SpanishMessages } from '../translator';

// El catálogo en español (español de EE. UU., de usted, con el mismo tono sencillo y cálido que el
// inglés), por el texto inglés, que es el id del mensaje (decision 022): los componentes llaman a
// `t('Skip to content')`, y solo una página en español carga este catálogo. Un texto que un componente
// pide y que falta aquí no compila; catalogues.test.ts falla con uno vacío, aún en inglés o sin las
// mismas {variables}.

export const es = {
  // El sitio
  'Find Recovery Centers Near You': 'Encuentre centros de recuperación cerca de usted',
  'Search a free directory of addiction treatment centers across the United States by location, treatment type, specialization and insurance. Call or text 988 in a crisis.':
    'Busque en un directorio gratuito de centros de tratamiento de adicciones en todo Estados Unidos por lugar, tipo de tratamiento, especialidad y seguro médico. En una crisis, llame o envíe un mensaje de texto al 988.',
  'Skip to content': 'Saltar al contenido',

  // Encabezado
  'Main': 'Principal',
  'Home': 'Inicio',
  'Find Treatment': 'Buscar tratamiento',
  'By State': 'Por estado',
  'Treatment Types': 'Tipos de tratamiento',
  'Insurance': 'Seguro médico',
  'Resources': 'Recursos',
  'List Your Facility': 'Publique su centro',
  'Get Help Now': 'Obtenga ayuda ahora',
  'Menu': 'Menú',
  'Close menu': 'Cerrar el menú',
  'Search': 'Buscar',
  ' facilities': ' centros',
  'Site search': 'Buscar en el sitio',
  'Search facilities': 'Buscar centros',
  'Search facilities...': 'Buscar centros...',
  'Submit search': 'Buscar',
  '24/7 Confidential Helpline': 'Línea de ayuda confidencial 24/7',
  '24/7 Confidential Helpline: ': 'Línea de ayuda confidencial 24/7: ',
  'Answered by {who}.': 'Atendida por {who}.',
  'In crisis? ': '¿En crisis? ',
  'Call or text {number}': 'Llame o envíe un mensaje de texto al {number}',

  // Pie de página
  'Quick Links': 'Enlaces rápidos',
  'Learn': 'Aprenda',
  'For Facilities': 'Para centros',
  'Support': 'Ayuda',
  'Insurance Help': 'Ayuda con el seguro',
  'Recovery Blog': 'Blog de recuperación (en inglés)',
  'Treatment Guides': 'Guías de tratamiento (en inglés)',
  'Family Support': 'Apoyo para familias (en inglés)',
  'Facility Login': 'Acceso para centros',
  'Facility Dashboard': 'Panel del centro',
  'About Us': 'Quiénes somos',
  'Contact': 'Contacto',
  'Privacy Policy': 'Política de privacidad',
  'About Recovery Directory': 'Acerca de Recovery Directory',
  'Recovery Directory is a free directory and referral service, not a treatment provider, and it does not give medical advice. We may be paid by facilities for successful referrals, and calls to our helpline are answered by {answeredBy}. Help is free and confidential.':
    'Recovery Directory es un directorio y servicio de referidos gratuito; no es un proveedor de tratamiento y no da consejos médicos. Es posible que los centros nos paguen por referidos exitosos, y las llamadas a nuestra línea de ayuda las atiende {answeredBy}. La ayuda es gratuita y confidencial.',
  'Recovery Directory is a free directory and referral service, not a treatment provider, and it does not give medical advice. We may be paid by facilities for successful referrals. Help is free and confidential.':
    'Recovery Directory es un directorio y servicio de referidos gratuito; no es un proveedor de tratamiento y no da consejos médicos. Es posible que los centros nos paguen por referidos exitosos. La ayuda es gratuita y confidencial.',
  'Email: ': 'Correo electrónico: ',
  'Trust and safety': 'Confianza y seguridad',
  'Verified Centers': 'Centros verificados',
  'Listings show when they were last checked.': 'Cada ficha muestra cuándo se verificó por última vez.',
  '24/7 Support': 'Apoyo 24/7',
  'A helpline and crisis lines, day and night.': 'Una línea de ayuda y líneas de crisis, de día y de noche.',
  '100K+ Helped': 'Más de 100 mil personas ayudadas',
  'People and families who started their search here.': 'Personas y familias que empezaron su búsqueda aquí.',
  'Compassionate Care': 'Atención compasiva',
  'No judgement, just help finding the right place.': 'Sin juicios, solo ayuda para encontrar el lugar adecuado.',
  'Disclaimer: the information on this site is general information, not medical advice. Listings come from facilities and public sources; confirm services, licensing and insurance with a facility before choosing treatment. If you or someone else is in danger, call 911.':
    'Aviso: la información de este sitio es información general, no consejo médico. Las fichas vienen de los centros y de fuentes públicas; confirme los servicios, las licencias y el seguro con el centro antes de elegir un tratamiento. Si usted u otra persona está en peligro, llame al 911.',
  '© {year} Recovery Directory. All rights reserved.': '© {year} Recovery Directory. Todos los derechos reservados.',
  'Terms': 'Términos',
  'Privacy': 'Privacidad',
  'Sitemap': 'Mapa del sitio',
  'Open Data': 'Datos abiertos',
  'Crisis? Get immediate help': '¿En crisis? Obtenga ayuda de inmediato',
  'Free, confidential support, 24 hours a day, 7 days a week.': 'Apoyo gratuito y confidencial, las 24 horas del día, los 7 días de la semana.',
  'Suicide & Crisis Lifeline': 'Línea de Prevención del Suicidio y Crisis',
  'call or text {number}': 'llame o envíe un mensaje de texto al {number}',
  'Press 2 for Spanish.': 'Para español, marque 2.',
  'Our 24/7 crisis helpline': 'Nuestra línea de crisis 24/7',
  "SAMHSA's National Helpline": 'Línea Nacional de Ayuda de SAMHSA',
  'In English and Spanish.': 'Atención en español disponible.',

  // Inicio
  'Recovery Directory – Find Addiction Treatment Centers Near You': 'Recovery Directory – Encuentre centros de tratamiento de adicciones cerca de usted',
  'Search addiction treatment centers across the United States by name, city, treatment type or insurance. Help is free and confidential.':
    'Busque centros de tratamiento de adicciones en todo Estados Unidos por nombre, ciudad, tipo de tratamiento o seguro médico. La ayuda es gratuita y confidencial.',
  'Prefer to talk? Call our 24/7 confidential helpline ': '¿Prefiere hablar con alguien? Llame a nuestra línea de ayuda confidencial 24/7 al ',
  'Find treatment': 'Buscar tratamiento',
  'What are you looking for?': '¿Qué está buscando?',
  'e.g. detox, alcohol, Denver': 'p. ej., desintoxicación, alcohol, Denver',
  'State': 'Estado',
  'All states': 'Todos los estados',
  'DC and territories': 'DC y territorios',
  'Centers that offer treatment in Spanish': 'Centros que ofrecen tratamiento en español',
  'Featured treatment centers': 'Centros de tratamiento destacados',
  'Highly rated, accredited centers whose listings were verified in the past year.': 'Centros acreditados y muy bien calificados, cuyas fichas se verificaron en el último año.',
  'Loading featured centers…': 'Cargando los centros destacados…',
  'Browse all treatment centers': 'Ver todos los centros de tratamiento',
  'At a glance': 'En resumen',
  'treatment centers': 'centros de tratamiento',
  'treatment centers in {places}': 'centros de tratamiento en {places}',
  'people helped': 'personas ayudadas',
  'success rate': 'tasa de éxito',
  'support': 'apoyo',
  '# states': { one: '# estado', other: '# estados', many: '# de estados' },
  '# territories': { one: '# territorio', other: '# territorios', many: '# de territorios' },
  ' and ': ' y ',
  'Inpatient Treatment': 'Tratamiento residencial (internación)',
  'Outpatient Treatment': 'Tratamiento ambulatorio',
  'Medical Detox': 'Desintoxicación médica',

  // La tarjeta de un centro
  'No ratings yet': 'Todavía sin calificaciones',
  ' out of 5': ' de 5',
  '# reviews': { one: '# opinión', other: '# opiniones', many: '# de opiniones' },
  'Treatment types': 'Tipos de tratamiento',
  '+{count} more': 'y {count} más',
  'Call': 'Llamar',
  ' {name} at': ' a {name} al',

  // El buscador del encabezado y los botones de reintentar
  'Suggestions': 'Sugerencias',
  'place': 'lugar',
  'treatment': 'tratamiento',
  'insurance': 'seguro',
  'facility': 'centro',
  'Try Again': 'Intentar de nuevo',
  'Loading…': 'Cargando…',

  // El título de la página no encontrada (la cabecera de cualquier página lo puede pedir)
  'Page Not Found': 'Página no encontrada',
} satisfies SpanishMessages;
