import type { SpanishMessages } from '../translator';

// La página «Quiénes somos» (/es/about), en su propio fragmento: solo la carga esa página en español.

export const about = {
  'Who we are, how the directory works and how we are paid.': 'Quiénes somos, cómo funciona el directorio y cómo se nos paga.',
  'We help people find addiction treatment, and help families find it for someone they love.':
    'Ayudamos a las personas a encontrar tratamiento para la adicción, y a las familias a encontrarlo para un ser querido.',
  'Our Mission': 'Nuestra misión',
  'Finding treatment should not be the hardest part of recovery. Our mission is to make it simple, free and private to find a treatment center that fits your needs: where it is, the care it offers, the conditions it specializes in and the insurance it accepts.':
    'Encontrar tratamiento no debería ser la parte más difícil de la recuperación. Nuestra misión es que encontrar un centro de tratamiento adecuado para usted sea sencillo, gratuito y privado: dónde está, qué atención ofrece, en qué condiciones se especializa y qué seguros acepta.',
  'What We Do': 'Lo que hacemos',
  'A free, searchable directory of addiction treatment centers across the United States.':
    'Un directorio gratuito de centros de tratamiento de adicciones en todo Estados Unidos, en el que puede buscar.',
  'Plain-language guides to treatment types and to using insurance.':
    'Guías en lenguaje sencillo sobre los tipos de tratamiento y sobre cómo usar el seguro médico.',
  'A helpline, and call-backs from a treatment coordinator for anyone who asks.':
    'Una línea de ayuda, y llamadas de un coordinador de tratamiento para quien lo pida.',
  'Listings for treatment facilities, reviewed by our team before they are published.':
    'Fichas de centros de tratamiento, revisadas por nuestro equipo antes de publicarse.',
  'Important Disclaimer': 'Aviso importante',
  'Recovery Directory is an affiliate marketing and referral service.':
    'Recovery Directory es un servicio de marketing de afiliados y de referidos.',
  'We are not a treatment provider': 'No somos un proveedor de tratamiento',
  'and we do not give medical advice, diagnosis or treatment.': 'y no damos consejos médicos, diagnósticos ni tratamientos.',
  'We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners (they are answered by {answeredBy}). Our help is free and confidential for you, and a listing in our directory is not an endorsement of any facility.':
    'Es posible que los centros de tratamiento nos paguen por referidos exitosos, y las llamadas a nuestra línea de ayuda se dirigen a socios publicitarios (las atiende {answeredBy}). Nuestra ayuda es gratuita y confidencial para usted, y aparecer en nuestro directorio no es una recomendación de ningún centro.',
  'We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners. Our help is free and confidential for you, and a listing in our directory is not an endorsement of any facility.':
    'Es posible que los centros de tratamiento nos paguen por referidos exitosos, y las llamadas a nuestra línea de ayuda se dirigen a socios publicitarios. Nuestra ayuda es gratuita y confidencial para usted, y aparecer en nuestro directorio no es una recomendación de ningún centro.',
  'If you are in crisis, call or text 988. In an emergency, call 911.':
    'Si está en crisis, llame o envíe un mensaje de texto al 988. En una emergencia, llame al 911.',
  'How It Works': 'Cómo funciona',
  'Look for treatment centers by location, type of care, specialization and the insurance they accept.':
    'Busque centros de tratamiento por lugar, tipo de atención, especialidad y los seguros que aceptan.',
  Compare: 'Comparar',
  'Read what each center offers, its accreditation and ratings, and learn what each level of care involves.':
    'Lea lo que ofrece cada centro, su acreditación y sus calificaciones, y conozca en qué consiste cada nivel de atención.',
  Connect: 'Comunicarse',
  'Call a center directly, call our helpline, or ask a treatment coordinator to call you back.':
    'Llame directamente a un centro, llame a nuestra línea de ayuda o pida que un coordinador de tratamiento le devuelva la llamada.',
  'Our Impact': 'Nuestro impacto',
  'treatment centers listed': 'centros de tratamiento en el directorio',
  'state covered': 'estado cubierto',
  'states covered': 'estados cubiertos',
  'Centers and states are counted live from our directory. The success rate and the number of Americans in recovery are published national estimates, not results of the centers listed here; outcomes differ from person to person and program to program.':
    'Los centros y los estados se cuentan en vivo en nuestro directorio. La tasa de éxito y el número de personas en recuperación son estimaciones nacionales publicadas, no resultados de los centros de este directorio; los resultados varían de una persona a otra y de un programa a otro.',
  'Run a Treatment Center?': '¿Dirige un centro de tratamiento?',
  'List your facility in our directory so people looking for care can find you. Listing starts with a short registration, reviewed by our team.':
    'Publique su centro en nuestro directorio para que lo encuentren quienes buscan atención. Publicarlo empieza con un registro breve, que revisa nuestro equipo.',
  'Questions? We’re Here to Help': '¿Preguntas? Estamos aquí para ayudarle',
  'Talk to us about treatment options, insurance or a listing in our directory.':
    'Hable con nosotros sobre opciones de tratamiento, seguros o una ficha en nuestro directorio.',
  'Or call ': 'O llame al ',
} satisfies SpanishMessages;
