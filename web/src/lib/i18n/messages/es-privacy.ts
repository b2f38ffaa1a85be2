import type { SpanishMessages } from '../translator';

// La política de privacidad (/es/privacy), en su propio fragmento: solo la carga esa página en español.

export const privacy = {
  'What we collect, why, who can see it and how long we keep it.': 'Qué guardamos, por qué, quién puede verlo y por cuánto tiempo lo conservamos.',
  'People come to {site} at difficult moments. This policy says plainly what we store when you use the site, who can read it and what we never do with it.':
    'Las personas llegan a {site} en momentos difíciles. Esta política dice con claridad qué guardamos cuando usted usa el sitio, quién puede leerlo y qué nunca hacemos con ello.',
  'the address on our contact page': 'la dirección que aparece en nuestra página de contacto',
  '1. What we store from our forms': '1. Lo que guardamos de nuestros formularios',
  'We store only what you type into a form and send to us:': 'Solo guardamos lo que usted escribe en un formulario y nos envía:',
  'Get-help and “Request information” requests:': 'Solicitudes de ayuda y de «Pedir información»:',
  'your name and phone number, and, if you give them, your email, state, the substance or concern, how soon you need help, your insurance type and your message. We also store the time you agreed to be contacted and, if you sent the request from a facility’s page, which facility it was for.':
    'su nombre y número de teléfono y, si nos los da, su correo electrónico, su estado, la sustancia o la preocupación, qué tan pronto necesita ayuda, su tipo de seguro y su mensaje. También guardamos el momento en que aceptó que lo contactaran y, si envió la solicitud desde la página de un centro, para qué centro era.',
  'Contact messages:': 'Mensajes de contacto:',
  'your name, email, subject, urgency and message, and your phone number if you give it.':
    'su nombre, correo electrónico, asunto, urgencia y mensaje, y su número de teléfono si nos lo da.',
  'Reports about a listing:': 'Informes sobre una ficha:',
  'the facility, what is wrong, any details you add and your email if you give it.':
    'el centro, lo que está mal, los detalles que agregue y su correo electrónico si nos lo da.',
  'Facility registrations and accounts:': 'Registros y cuentas de centros:',
  'the facility’s details and the contact person’s name, email and phone. Passwords are stored only in a scrambled (hashed) form that cannot be turned back into the password.':
    'los datos del centro y el nombre, el correo electrónico y el teléfono de la persona de contacto. Las contraseñas se guardan solo cifradas de forma irreversible (con hash), de modo que no se pueden convertir de nuevo en la contraseña.',
  'Each form also sends a random request number so that pressing “Try again” never stores the same request twice. Nothing is stored when you only browse or search the directory.':
    'Cada formulario también envía un número de solicitud al azar, para que pulsar «Intentar de nuevo» nunca guarde dos veces la misma solicitud. No se guarda nada cuando usted solo navega o busca en el directorio.',
  'We delete requests and messages after {days} days:': 'Borramos las solicitudes y los mensajes después de {days} días:',
  'We delete requests and messages after a fixed number of days:': 'Borramos las solicitudes y los mensajes después de un número fijo de días:',
  'get-help and “Request information” requests and contact messages are removed automatically once they are that old. Our record of what our staff did with a request keeps only its reference number, never what you wrote.':
    'las solicitudes de ayuda y de «Pedir información» y los mensajes de contacto se eliminan automáticamente cuando alcanzan esa antigüedad. Nuestro registro de lo que hizo nuestro personal con una solicitud guarda solo su número de referencia, nunca lo que usted escribió.',
  '2. Who can read your request': '2. Quién puede leer su solicitud',
  'Health information is private. The details of a get-help request can be read only by our administrators and, if you sent it from a facility’s page, by that facility. When a facility receives a request we email it only a notice to sign in; the details themselves are never sent by email.':
    'La información de salud es privada. Los detalles de una solicitud de ayuda solo los pueden leer nuestros administradores y, si la envió desde la página de un centro, ese centro. Cuando un centro recibe una solicitud, solo le enviamos por correo electrónico un aviso para que inicie sesión; los detalles nunca se envían por correo electrónico.',
  'What you type into a form is sent inside the request, never in a web address (URL), and it is never written to our server logs. Searches you make on the site do appear in the web address so that you can share them, so avoid putting personal details in the search box.':
    'Lo que usted escribe en un formulario se envía dentro de la solicitud, nunca en una dirección web (URL), y nunca se escribe en los registros de nuestro servidor. Las búsquedas que hace en el sitio sí aparecen en la dirección web para que pueda compartirlas, así que evite poner datos personales en el cuadro de búsqueda.',
  'We do not sell your information, and we do not share it for advertising.': 'No vendemos su información ni la compartimos con fines publicitarios.',
  '3. Phone calls': '3. Llamadas telefónicas',
  'Calls to our helpline are routed to advertising partners': 'Las llamadas a nuestra línea de ayuda se dirigen a socios publicitarios',
  ' and answered by {who}': ' y las atiende {who}',
  '. What you tell them on a call is handled by them under their own privacy practices. Calls to a facility’s own number go directly to that facility.':
    '. Lo que usted les dice en una llamada lo manejan ellos según sus propias prácticas de privacidad. Las llamadas al número propio de un centro van directamente a ese centro.',
  '4. Cookies and technical information': '4. Cookies e información técnica',
  'We use no advertising or analytics cookies, and the site loads no third-party scripts, fonts or tracking images.':
    'No usamos cookies de publicidad ni de análisis, y el sitio no carga scripts, fuentes ni imágenes de seguimiento de terceros.',
  'We set two kinds of cookie, and neither can be read by the site’s scripts. Sign-in cookies for facility and administrator accounts hold a random session number. After you send a form, a cookie kept for ten minutes holds a position in our database’s history (nothing about you), so that the next page you load is at least as up to date as what you sent.':
    'Usamos dos tipos de cookie, y ninguno lo pueden leer los scripts del sitio. Las cookies de inicio de sesión de las cuentas de centros y de administradores guardan un número de sesión al azar. Después de que usted envía un formulario, una cookie que se conserva diez minutos guarda una posición en el historial de nuestra base de datos (nada sobre usted), para que la siguiente página que cargue esté al menos tan al día como lo que envió.',
  'To stop abuse, we count for a short time how often the same network address sends a form, signals that a listing was viewed or downloads our open data. A listing’s view counts each network address once a day. We keep a one-way scrambled value for this, not the address itself, and the one for views only for that day.':
    'Para evitar abusos, contamos por poco tiempo cuántas veces una misma dirección de red envía un formulario, indica que se vio una ficha o descarga nuestros datos abiertos. Las visitas a una ficha cuentan cada dirección de red una vez al día. Para esto guardamos un valor cifrado de forma irreversible, no la dirección misma, y el de las visitas solo durante ese día.',
  'Our hosting provider, Cloudflare, processes your network address to deliver the site to you and to protect it from attacks.':
    'Nuestro proveedor de alojamiento, Cloudflare, procesa su dirección de red para entregarle el sitio y protegerlo de ataques.',
  '5. How we use your information': '5. Cómo usamos su información',
  'We use what you send only to reply to you, to help connect you with treatment when you ask us to, to fix listings, to review facility registrations and to keep the site secure.':
    'Usamos lo que nos envía solo para responderle, para ayudarle a encontrar tratamiento cuando nos lo pide, para corregir fichas, para revisar los registros de centros y para mantener el sitio seguro.',
  '6. Your choices': '6. Sus opciones',
  'You can ask us what we hold about you, or ask us to correct or delete it, by emailing ':
    'Puede preguntarnos qué información tenemos sobre usted, o pedirnos que la corrijamos o la borremos, escribiendo a ',
  '. Forms ask only for what we need: on the get-help form, everything except your name and phone number is optional.':
    '. Los formularios piden solo lo que necesitamos: en el formulario de ayuda, todo es opcional excepto su nombre y su número de teléfono.',
  '7. Children’s privacy': '7. Privacidad de los niños',
  'This site is not directed to children under {age}, and we do not knowingly collect personal information from children under {age}. If you believe a child under {age} has sent us personal information, email ':
    'Este sitio no está dirigido a menores de {age} años, y no recopilamos a sabiendas información personal de menores de {age} años. Si cree que un menor de {age} años nos envió información personal, escriba a ',
  ' and we will delete it.': ' y la borraremos.',
  'We will update this policy if what we store or who can read it changes; the date above shows the latest version. Questions? Email ':
    'Actualizaremos esta política si cambia lo que guardamos o quién puede leerlo; la fecha de arriba indica la versión más reciente. ¿Preguntas? Escriba a ',
  ', use our ': ', use nuestra ',
  ', or read our ': ', y también puede leer nuestros ',
} satisfies SpanishMessages;
