/**
 * A block painted in a category's colour. SVG paint rather than a style attribute: the Worker sends
 * these pages' HTML, and the Content-Security-Policy (style-src 'self') blocks inline styles there.
 */
export function ColourFill({ colour, className }: { colour: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="1" height="1" fill={colour} />
    </svg>
  );
}
