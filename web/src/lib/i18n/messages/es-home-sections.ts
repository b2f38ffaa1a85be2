import type { SpanishMessages } from '../translator';

// Las secciones de la página de inicio que solo se muestran (tipos de tratamiento, historias, por qué
// confiar, el último llamado): una parte estática (decision 023). Una página de inicio que el
// navegador hidrata no las carga; una a la que se llega navegando, sí, con este catálogo.

export const homeSections = {
  'Types of treatment': 'Tipos de tratamiento',
  'Programs differ in how much care and structure they give. Learn which fits.': 'Los programas varían en cuánta atención y estructura ofrecen. Conozca cuál le conviene.',
  'Live at the center with care around the clock and a structured day, usually for 30 to 90 days.': 'Vive en el centro, con atención las 24 horas y un día estructurado, por lo general de 30 a 90 días.',
  'Attend therapy and treatment sessions while living at home and keeping up with work or school.': 'Asiste a terapia y a sesiones de tratamiento mientras vive en casa y sigue con su trabajo o sus estudios.',
  'Medically supervised withdrawal, the safe first step for many people, usually 3 to 10 days.': 'Abstinencia con supervisión médica, el primer paso seguro para muchas personas, por lo general de 3 a 10 días.',
  'Dual Diagnosis': 'Diagnóstico dual',
  'Care for addiction together with depression, anxiety, trauma or another mental health condition.': 'Atención de la adicción junto con depresión, ansiedad, trauma u otra condición de salud mental.',
  'Stories of finding help': 'Historias de quienes encontraron ayuda',
  'Illustrative stories: these are composites written to show common experiences. The names are fictional.': 'Historias ilustrativas: son composiciones escritas para mostrar experiencias comunes. Los nombres son ficticios.',
  'I didn’t know where to start. Seeing which centers near me took my insurance made the first call a lot less scary.':
    'No sabía por dónde empezar. Ver qué centros cerca de mí aceptaban mi seguro hizo que la primera llamada diera mucho menos miedo.',
  'Maria, 34, in recovery from alcohol use disorder': 'María, 34 años, en recuperación del trastorno por consumo de alcohol',
  'We were looking for our son at two in the morning. Having a number to call right then, and real answers, meant everything.':
    'Buscábamos ayuda para nuestro hijo a las dos de la mañana. Tener un número al que llamar en ese momento, y respuestas reales, lo fue todo.',
  'David, a father': 'David, padre de familia',
  'I needed a program that treated my anxiety along with my drinking. Filtering for dual diagnosis found three close to home.':
    'Necesitaba un programa que tratara mi ansiedad junto con mi forma de beber. Al filtrar por diagnóstico dual encontré tres cerca de casa.',
  'Jordan, 27, eighteen months sober': 'Jordan, 27 años, dieciocho meses sobrio',
  'Why people trust Recovery Directory': 'Por qué la gente confía en Recovery Directory',
  'Listings you can check': 'Fichas que usted puede verificar',
  'Listings show when they were last verified, with accreditation, services and insurance.': 'Cada ficha muestra cuándo se verificó por última vez, con su acreditación, servicios y seguros.',
  'Free and confidential': 'Gratis y confidencial',
  'Searching costs nothing and needs no account.': 'Buscar no cuesta nada y no necesita una cuenta.',
  'Honest about how we are paid': 'Claros sobre cómo se nos paga',
  'Recovery Directory is a referral service, not a treatment provider. We may be paid by facilities for successful referrals, and our helpline is answered by {answeredBy}.':
    'Recovery Directory es un servicio de referidos, no un proveedor de tratamiento. Es posible que los centros nos paguen por referidos exitosos, y nuestra línea de ayuda la atiende {answeredBy}.',
  'Recovery Directory is a referral service, not a treatment provider. We may be paid by facilities for successful referrals.':
    'Recovery Directory es un servicio de referidos, no un proveedor de tratamiento. Es posible que los centros nos paguen por referidos exitosos.',
  'Help at any hour': 'Ayuda a cualquier hora',
  'Our helpline and the national crisis lines answer 24 hours a day, 7 days a week.': 'Nuestra línea de ayuda y las líneas nacionales de crisis atienden las 24 horas del día, los 7 días de la semana.',
  'Ready to take the first step?': '¿Listo para dar el primer paso?',
  'Recovery is possible. Find a treatment center, or let us help you choose one.': 'La recuperación es posible. Encuentre un centro de tratamiento o permítanos ayudarle a elegir uno.',
  '24/7 confidential helpline: ': 'Línea de ayuda confidencial 24/7: ',
} satisfies SpanishMessages;
