import type { SpanishMessages } from '../translator';

// La página no encontrada (su título, «Page Not Found», está en el catálogo general: la cabecera de
// cualquier página lo puede pedir).

export const notFound = {
  'We could not find the page you were looking for. It may have moved, or the address may be mistyped.': 'No pudimos encontrar la página que busca. Es posible que se haya movido o que la dirección tenga un error.',
  'Get help now': 'Obtenga ayuda ahora',
  'Go to the home page': 'Ir a la página de inicio',
  'Go Back': 'Volver',
  'In crisis? Call or text ': '¿En crisis? Llame o envíe un mensaje de texto al ',
  ', or call {name} at ': ', o llame a la {name} al ',
} satisfies SpanishMessages;
