// Placeholder until this screen is built (issue 8).
export function Component() {
  return null;
}
