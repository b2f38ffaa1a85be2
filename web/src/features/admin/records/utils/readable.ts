// Stored codes as admins read them: "staff_invitation" → "Staff invitation",
// "staff.invite_accept" → "Staff: invite accept", "lead:12" → "Lead 12".

const words = (code: string) => code.replace(/_/g, ' ').trim();
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An email template's name. */
export const readableTemplate = (template: string) => capitalized(words(template));

/** An audit action, `<thing>.<verb>`. */
export function readableAction(action: string): string {
  const [thing, ...verb] = action.split('.');
  return verb.length > 0 ? `${capitalized(words(thing!))}: ${words(verb.join(' '))}` : capitalized(words(action));
}

/** An audit target, `<thing>:<id>`. */
export function readableTarget(target: string): string {
  const [thing, ...id] = target.split(':');
  return id.length > 0 ? `${capitalized(words(thing!))} ${id.join(':')}` : target;
}
