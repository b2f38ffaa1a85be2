// The visitor forms' messages in Spanish (issue 29), keyed by the English text the schemas carry
// (./visitor-requests.ts) and the lead route's own: the browser shows them beside the fields of a
// Spanish page (its catalogue takes them in, web/src/lib/i18n/messages/es-forms.ts), and the
// Worker answers with them when the form says it was sent from one (`locale: 'es'`).

import { localeOfBody } from '../../lib/schemas/locale';

export const VISITOR_FORM_MESSAGES_ES = {
  'Please enter your name': 'Escriba su nombre',
  'Please keep your name under 120 characters': 'Su nombre debe tener menos de 120 caracteres',
  'Please enter a phone number': 'Escriba un número de teléfono',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Please enter a phone number with area code': 'Escriba un número de teléfono con el código de área',
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please choose a state from the list': 'Elija un estado de la lista',
  'Please choose an option from the list': 'Elija una opción de la lista',
  'Please choose how soon you need help': 'Elija cuándo necesita ayuda',
  'Please choose an insurance option': 'Elija una opción de seguro',
  'Please choose whom the help is for': 'Elija para quién es la ayuda',
  'Please keep your message under 2,000 characters': 'Su mensaje debe tener menos de 2,000 caracteres',
  'Please confirm that we may contact you': 'Confirme que podemos comunicarnos con usted',
  'Please enter your email address': 'Escriba su correo electrónico',
  'Please enter a subject': 'Escriba un asunto',
  'Please keep the subject under 200 characters': 'El asunto debe tener menos de 200 caracteres',
  'Please choose an urgency': 'Elija qué tan urgente es',
  'Please enter a message': 'Escriba un mensaje',
  'Please keep your message under 5,000 characters': 'Su mensaje debe tener menos de 5,000 caracteres',
  'Please choose what is wrong': 'Elija qué está mal',
  'Please keep the details under 1,000 characters': 'Los detalles deben tener menos de 1,000 caracteres',
  'This facility is not listed any more.': 'Este centro ya no aparece en el directorio.',
  'Facility not found.': 'No encontramos el centro.',
} as const;

/** A message of the visitor forms in `locale`: the Spanish one where there is one, else as it is. */
export function visitorFormMessage(locale: string | undefined, message: string): string {
  return locale === 'es' ? ((VISITOR_FORM_MESSAGES_ES as Record<string, string>)[message] ?? message) : message;
}

/** The validator's `localize` for a visitor form: its errors in the language its body names. */
export const localizeByBody = (body: unknown, message: string): string => visitorFormMessage(localeOfBody(body), message);
