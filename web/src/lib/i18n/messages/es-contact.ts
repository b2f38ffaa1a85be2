import type { SpanishMessages } from '../translator';

// «Contáctenos» (/es/contact), en su propio fragmento; los campos que comparte con los otros
// formularios (nombre, teléfono, correo, mensaje) están en es-forms.ts.

export const contact = {
  'Questions about the directory or a listing: call, email or send us a message.':
    '¿Preguntas sobre el directorio o una ficha? Llámenos, escríbanos un correo o envíenos un mensaje.',
  'Questions about treatment, insurance or a listing in our directory? Reach us by phone, email or the form below. Help is free and confidential.':
    '¿Tiene preguntas sobre el tratamiento, el seguro médico o una ficha de nuestro directorio? Comuníquese con nosotros por teléfono, por correo electrónico o con el formulario de abajo. La ayuda es gratuita y confidencial.',

  // Cómo comunicarse
  'Ways to reach us': 'Cómo comunicarse con nosotros',
  'Call Us': 'Llámenos',
  'Email Us': 'Escríbanos',
  'We reply to every email within 24 hours.': 'Respondemos todos los correos en menos de 24 horas.',
  'Live Chat': 'Chat en vivo',
  'Mon-Fri 8AM-8PM EST': 'Lun. a vie., 8 a. m. a 8 p. m. (hora del Este)',
  'Talk with our team live by phone during these hours': 'Hable en vivo con nuestro equipo por teléfono en este horario',
  ' at ': ' al ',
  '. We do not use an online chat window.': '. No usamos una ventana de chat en línea.',

  // El horario y la columna lateral
  'Hours, reasons to contact us and crisis help': 'Horario, motivos para comunicarse y ayuda en una crisis',
  'Contact Hours': 'Horario de atención',
  'Monday - Friday': 'Lunes a viernes',
  '8 AM - 8 PM EST': '8 a. m. a 8 p. m. (hora del Este)',
  Saturday: 'Sábado',
  '9 AM - 6 PM EST': '9 a. m. a 6 p. m. (hora del Este)',
  Sunday: 'Domingo',
  '10 AM - 4 PM EST': '10 a. m. a 4 p. m. (hora del Este)',
  'Crisis helpline': 'Línea de crisis',
  '24/7': 'Las 24 horas, todos los días',
  'Why Contact Us': 'Por qué comunicarse con nosotros',
  'Questions about treatment options or levels of care': 'Preguntas sobre las opciones de tratamiento o los niveles de atención',
  'Help understanding what your insurance may cover': 'Ayuda para entender lo que puede cubrir su seguro',
  'Finding a program for someone you love': 'Encontrar un programa para un ser querido',
  'Correcting or updating a listing in our directory': 'Corregir o actualizar una ficha de nuestro directorio',
  'Listing your treatment facility with us': 'Publicar su centro de tratamiento con nosotros',
  'Feedback about this website': 'Comentarios sobre este sitio web',
  'In Crisis?': '¿Está en crisis?',
  'Don’t wait for a reply to a message or email.': 'No espere la respuesta a un mensaje o un correo.',
  ' (Suicide & Crisis Lifeline), 24/7': ' (Línea de Prevención del Suicidio y Crisis), 24/7; para español, marque 2',
  'Our crisis helpline: ': 'Nuestra línea de crisis: ',
  ', 24/7 (answered by {answeredBy})': ', 24/7 (la atiende {answeredBy})',

  // El formulario
  'Send Us a Message': 'Envíenos un mensaje',
  'We use your details only to reply to you.': 'Usamos sus datos solo para responderle.',
  Urgency: 'Urgencia',
  'Low - General question': 'Baja: una pregunta general',
  Normal: 'Normal',
  'High - Please reply soon': 'Alta: respondan pronto, por favor',
  'Urgent - I need help now': 'Urgente: necesito ayuda ahora',
  Subject: 'Asunto',
  'Need help right now? Please don’t wait for a reply.': '¿Necesita ayuda ahora mismo? No espere una respuesta.',
  'If you or someone else is in danger, call 911. For a mental health or substance use crisis, call or text 988, any time.':
    'Si usted u otra persona está en peligro, llame al 911. En una crisis de salud mental o por consumo de sustancias, llame o envíe un mensaje de texto al 988, a cualquier hora.',
  'Call {number} now': 'Llame al {number} ahora',
  'Call our helpline': 'Llame a nuestra línea de ayuda',
  'Our helpline is answered by {answeredBy}.': 'Nuestra línea de ayuda la atiende {answeredBy}.',
  'Your message could not be sent.': 'No se pudo enviar su mensaje.',
  'You can also call us at ': 'También puede llamarnos al ',
  ' or email ': ' o escribir a ',
  'What you send is stored securely, read only by our staff, and never put in a web address or our logs.':
    'Lo que envía se guarda de forma segura, solo lo lee nuestro personal y nunca se pone en una dirección web ni en nuestros registros.',
  'Send Message': 'Enviar el mensaje',
  'Sending your message…': 'Enviando su mensaje…',
  'Message Sent Successfully!': '¡Mensaje enviado!',
  'Thank you for contacting us. We will reply within 24 hours.': 'Gracias por escribirnos. Le responderemos en menos de 24 horas.',
  'If you need to talk to someone sooner, call ': 'Si necesita hablar con alguien antes, llame al ',
  'In a crisis, call or text ': 'En una crisis, llame o envíe un mensaje de texto al ',
  ', or call 911 in an emergency.': ', o llame al 911 en una emergencia.',
  'Send Another Message': 'Enviar otro mensaje',

  // Preguntas frecuentes
  'Frequently Asked Questions': 'Preguntas frecuentes',
  'Is your service free?': '¿Su servicio es gratuito?',
  'Yes. Searching the directory, calling our helpline and contacting us cost you nothing. {site} is a referral service and may be paid by treatment facilities for referrals; that never adds to what you pay.':
    'Sí. Buscar en el directorio, llamar a nuestra línea de ayuda y comunicarse con nosotros no le cuesta nada. {site} es un servicio de referidos y es posible que los centros de tratamiento le paguen por los referidos; eso nunca aumenta lo que usted paga.',
  'Is what I send kept private?': '¿Lo que envío se mantiene privado?',
  'Yes. Messages are stored securely and read only by our staff. They are never put in a web address or our logs, and we do not sell them.':
    'Sí. Los mensajes se guardan de forma segura y solo los lee nuestro personal. Nunca se ponen en una dirección web ni en nuestros registros, y no los vendemos.',
  'Read our ': 'Lea nuestra ',
  'How quickly will you reply?': '¿Qué tan pronto responden?',
  'We reply to messages and emails within 24 hours. For a faster answer, call us at {number}. If you are in crisis, call or text 988 at any time.':
    'Respondemos los mensajes y los correos en menos de 24 horas. Para una respuesta más rápida, llámenos al {number}. Si está en crisis, llame o envíe un mensaje de texto al 988 a cualquier hora.',
  'We reply to messages and emails within 24 hours. For a faster answer, call us. If you are in crisis, call or text 988 at any time.':
    'Respondemos los mensajes y los correos en menos de 24 horas. Para una respuesta más rápida, llámenos. Si está en crisis, llame o envíe un mensaje de texto al 988 a cualquier hora.',
  'Are you a treatment provider?': '¿Ustedes dan tratamiento?',
  'No. We are a directory and referral service that helps you find and compare treatment centers. We do not provide medical care or treatment.':
    'No. Somos un directorio y un servicio de referidos que le ayuda a encontrar y comparar centros de tratamiento. No damos atención médica ni tratamiento.',
  'Learn more about us': 'Conozca más sobre nosotros',
  'A listing has wrong information. How do I tell you?': 'Una ficha tiene información incorrecta. ¿Cómo se lo digo?',
  'Open the facility’s page and choose “Report a problem with this listing”, or send us a message with the facility’s name.':
    'Abra la página del centro y elija «Reportar un problema con esta ficha», o envíenos un mensaje con el nombre del centro.',
  'How do I list my treatment facility?': '¿Cómo publico mi centro de tratamiento?',
  'Register on our ': 'Regístrese en nuestra página ',
  ' page. Our team reviews every submission, usually within 2-3 business days.':
    ' (en inglés). Nuestro equipo revisa cada solicitud, por lo general en 2 o 3 días hábiles.',
} satisfies SpanishMessages;
