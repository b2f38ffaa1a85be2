import { VISITOR_FORM_MESSAGES_ES } from '../../../../../worker/visitor-requests/schemas/visitor-request-messages-es';
import type { SpanishMessages } from '../translator';

// Los formularios de los visitantes (pedir información, contacto, reportar un problema con una ficha):
// un fragmento que cargan la ficha de un centro, «Obtenga ayuda» y «Contáctenos» en español.

export const forms = {
  // Las partes de los formularios, y los que necesitan JavaScript
  ' (required)': ' (obligatorio)',
  ' (optional)': ' (opcional)',
  'Everything you typed is still here.': 'Todo lo que escribió sigue aquí.',
  'Sending…': 'Enviando…',
  'Try again': 'Intentar de nuevo',
  'Leave this field empty': 'Deje este campo vacío',

  'Call or text ': 'Llame o envíe un mensaje de texto al ',
  'Loading the form…': 'Cargando el formulario…',
  'The form could not load. Check your connection, then try again.': 'No se pudo cargar el formulario. Revise su conexión e inténtelo de nuevo.',

  // El formulario para pedir información
  'Request information from {name}': 'Pedir información a {name}',
  'Request a call from a treatment coordinator': 'Pedir que un coordinador de tratamiento le llame',
  'Full name': 'Nombre completo',
  'Phone number': 'Número de teléfono',
  'Email': 'Correo electrónico',
  'Include your area code.': 'Incluya el código de área.',
  'Select your state': 'Elija su estado',
  'Substance or concern': 'Sustancia o preocupación',
  'Select one': 'Elija una opción',
  'How soon do you need help?': '¿Qué tan pronto necesita ayuda?',
  'Immediate - Need help today': 'De inmediato: necesito ayuda hoy',
  'Within a week': 'En una semana',
  'Within a month': 'En un mes',
  'Just exploring options': 'Solo estoy viendo opciones',
  'Private insurance (through work or bought myself)': 'Seguro privado (del trabajo o comprado por mi cuenta)',
  'Medicare': 'Medicare',
  'Medicaid': 'Medicaid',
  'No insurance': 'Sin seguro',
  'Not sure': 'No estoy seguro',
  'Who needs help?': '¿Quién necesita ayuda?',
  'Myself': 'Yo',
  'Someone I care about': 'Alguien que me importa',
  'Message': 'Mensaje',
  'Anything that would help us help you. Please do not include medical record numbers.':
    'Cualquier cosa que nos ayude a ayudarle. No incluya números de expediente médico.',
  'I agree that {site} and {name} may contact me by phone or email about treatment options.':
    'Acepto que {site} y {name} se comuniquen conmigo por teléfono o correo electrónico sobre opciones de tratamiento.',
  'I agree that a {site} treatment coordinator may contact me by phone or email about treatment options.':
    'Acepto que un coordinador de tratamiento de {site} se comunique conmigo por teléfono o correo electrónico sobre opciones de tratamiento.',
  'What you share is kept private: only our staff and {name} can read it, and it is never put in a web address or our logs.':
    'Lo que comparte es privado: solo nuestro personal y {name} pueden leerlo, y nunca se pone en una dirección web ni en nuestros registros.',
  'What you share is kept private: only our staff can read it, and it is never put in a web address or our logs.':
    'Lo que comparte es privado: solo nuestro personal puede leerlo, y nunca se pone en una dirección web ni en nuestros registros.',
  'See our ': 'Consulte nuestra ',
  'Send Request': 'Enviar la solicitud',
  'Sending your request…': 'Enviando su solicitud…',
  'Your request could not be sent.': 'No se pudo enviar su solicitud.',
  'If you would rather talk now, call ': 'Si prefiere hablar ahora, llame al ',
  '. In a crisis, call or text ': '. En una crisis, llame o envíe un mensaje de texto al ',
  'Thank you for reaching out. A treatment coordinator will contact you within 24 hours.':
    'Gracias por comunicarse con nosotros. Un coordinador de tratamiento se comunicará con usted en un plazo de 24 horas.',
  '{name} can also read your request and may contact you.': '{name} también puede leer su solicitud y es posible que se comunique con usted.',
  'In an emergency, call 911. For a mental health or substance use crisis, call or text ':
    'En una emergencia, llame al 911. Para una crisis de salud mental o por consumo de sustancias, llame o envíe un mensaje de texto al ',
  ' at any time.': ' a cualquier hora.',
  '{name} does not receive requests through our directory: only our team reads yours.':
    '{name} no recibe solicitudes a través de nuestro directorio: solo nuestro equipo lee la suya.',
  'If you need help today, do not wait for our call:': 'Si necesita ayuda hoy, no espere nuestra llamada:',
  'Call {name} now at ': 'Llame ahora a {name} al ',
  'Accepting new patients near you:': 'Aceptan pacientes nuevos cerca de usted:',
  'Call our helpline at ': 'Llame a nuestra línea de ayuda al ',
  'For a mental health or substance use crisis, call or text ': 'Para una crisis de salud mental o por consumo de sustancias, llame o envíe un mensaje de texto al ',
  'In an emergency, call ': 'En una emergencia, llame al ',
  'To talk to {name} now, call ': 'Para hablar con {name} ahora, llame al ',
  'We emailed a receipt to the address you gave. It says nothing about your health.':
    'Le enviamos un acuse de recibo al correo que nos dio. No dice nada sobre su salud.',

  // Los mensajes de validación del formulario, los mismos que el Worker responde en español
  ...VISITOR_FORM_MESSAGES_ES,
  'We could not reach our server. Please check your internet connection.': 'No pudimos comunicarnos con nuestro servidor. Revise su conexión a internet.',
} satisfies SpanishMessages;
