import type { SpanishMessages } from '../translator';

// Los términos del servicio (/es/terms), en su propio fragmento: solo los carga esa página en español.

export const terms = {
  'The terms for using the directory.': 'Las condiciones para usar el directorio.',
  'These terms apply to your use of the {site} website and its helpline. By using the site you agree to them. Please also read our ':
    'Estos términos se aplican a su uso del sitio web de {site} y de su línea de ayuda. Al usar el sitio, usted los acepta. Lea también nuestra ',
  ', which explains what we do with the information you send us.': ', que explica qué hacemos con la información que nos envía.',
  '1. Our service': '1. Nuestro servicio',
  '{site} is a directory of addiction treatment centers in the United States and an affiliate marketing and referral service. We are not a treatment provider. We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners':
    '{site} es un directorio de centros de tratamiento de adicciones en Estados Unidos y un servicio de marketing de afiliados y de referidos. No somos un proveedor de tratamiento. Es posible que los centros de tratamiento nos paguen por referidos exitosos, y las llamadas a nuestra línea de ayuda se dirigen a socios publicitarios',
  ' (they are answered by {who})': ' (las atiende {who})',
  '. Using the site and the helpline is free for you.': '. Usar el sitio y la línea de ayuda es gratis para usted.',
  '2. Not medical advice': '2. No es consejo médico',
  'Information on this site is general information, not medical advice, diagnosis or treatment. Always ask a doctor or another qualified health professional about your situation, and never stop a medication or delay care because of something you read here.':
    'La información de este sitio es información general, no un consejo, diagnóstico ni tratamiento médico. Consulte siempre a un médico u otro profesional de la salud calificado sobre su situación, y nunca deje un medicamento ni retrase la atención por algo que haya leído aquí.',
  'In an emergency, call 911.': 'En una emergencia, llame al 911.',
  'For a mental health or substance use crisis, call or text 988, the Suicide & Crisis Lifeline, at any time.':
    'Para una crisis de salud mental o por consumo de sustancias, llame o envíe un mensaje de texto al 988, la Línea de Prevención del Suicidio y Crisis, a cualquier hora (para español, marque 2).',
  '3. Listings': '3. Fichas de los centros',
  'Listings are based on information from facilities and public sources. We review new listings before they are published, but we cannot guarantee that every detail is complete or current, and a listing is not an endorsement or a recommendation. Please confirm services, licensing, insurance and costs with the facility before making decisions. If something is wrong, use “Report a problem with this listing” on the facility’s page.':
    'Las fichas se basan en información de los centros y de fuentes públicas. Revisamos las fichas nuevas antes de publicarlas, pero no podemos garantizar que cada dato esté completo o al día, y una ficha no es un aval ni una recomendación. Confirme los servicios, las licencias, los seguros y los costos con el centro antes de tomar decisiones. Si algo está mal, use «Informar un problema con esta ficha» en la página del centro.',
  '4. Using the site': '4. Uso del sitio',
  'Send only information that is true and that you have the right to share.': 'Envíe solo información verdadera y que tenga derecho a compartir.',
  'Do not use the site to harass anyone, or to send spam or automated requests.': 'No use el sitio para acosar a nadie ni para enviar correo no deseado o solicitudes automatizadas.',
  'Do not try to get around our security, rate limits or access controls.': 'No intente eludir nuestra seguridad, nuestros límites de uso ni nuestros controles de acceso.',
  'The listings are open data: you may copy and reuse them, commercially too, under the licence our ':
    'Las fichas son datos abiertos: puede copiarlas y reutilizarlas, también con fines comerciales, bajo la licencia que nuestra ',
  'open data page': 'página de datos abiertos',
  ' states. Take them from its downloads rather than by scraping these pages.': ' indica. Tómelas de sus descargas y no extrayendo el contenido de estas páginas.',
  '5. Facility accounts': '5. Cuentas de los centros',
  'Facilities that register must give accurate information, keep their sign-in details secure and keep their listing up to date. We review every registration and listing change, and we may decline, edit or remove a listing that is inaccurate or breaks these terms. Sign-in details are issued only after a listing is approved.':
    'Los centros que se registran deben dar información exacta, mantener seguros sus datos de acceso y mantener su ficha al día. Revisamos cada registro y cada cambio de ficha, y podemos rechazar, editar o retirar una ficha inexacta o que no cumpla estos términos. Los datos de acceso se entregan solo después de aprobar una ficha.',
  '6. Other websites': '6. Otros sitios web',
  'Listings and pages link to facilities’ own websites and to other organizations. We do not control those sites and are not responsible for their content or their privacy practices.':
    'Las fichas y las páginas tienen enlaces a los sitios web de los propios centros y de otras organizaciones. No controlamos esos sitios y no somos responsables de su contenido ni de sus prácticas de privacidad.',
  '7. No warranty and limitation of liability': '7. Sin garantía y limitación de responsabilidad',
  'The site is provided “as is”. To the extent the law allows, we make no warranties about it and are not liable for any loss that results from using it or from relying on information in it, including information about a facility or the care it provides.':
    'El sitio se ofrece «tal cual». En la medida en que la ley lo permita, no damos ninguna garantía sobre él y no somos responsables de ninguna pérdida que resulte de usarlo o de confiar en su información, incluida la información sobre un centro o la atención que ofrece.',
  'We may update these terms from time to time; the date above shows the latest version. Questions about these terms?':
    'Es posible que actualicemos estos términos de vez en cuando; la fecha de arriba indica la versión más reciente. ¿Preguntas sobre estos términos?',
  'Email ': 'Escriba a ',
  ' or use our ': ' o use nuestra ',
  'Use our ': 'Use nuestra ',
} satisfies SpanishMessages;
