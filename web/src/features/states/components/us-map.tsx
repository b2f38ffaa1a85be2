import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { StateSummary } from '../../../lib/reference-data';
import shapes from 'virtual:us-state-shapes';
import { shadeClasses, shadeOf } from './shading';

/**
 * The United States shaded by number of listed facilities; each state is a link to its page,
 * reachable with Tab and named "California: 583 facilities". The state cards below offer the same
 * links for anyone who cannot or would rather not use a map. The outlines are drawn from one static
 * SVG file (web/vite/us-state-shapes.ts), not written into the page.
 */
export function UsMap({ states }: { states: readonly StateSummary[] }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { term, number } = useT();
  const localized = useLocalizedHref();
  const facilities = (count: number) => t`${plural(count, { one: '# facility', other: '# facilities' })}`;
  const [active, setActive] = useState<string | null>(null);
  const byCode = useMemo(() => new Map(states.map((s) => [s.code, s])), [states]);
  const classes = useMemo(() => shadeClasses(states.map((s) => s.facilities)), [states]);
  const activeState = active ? byCode.get(active) : undefined;

  function follow(event: MouseEvent<Element>, href: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <figure className="us-map">
      <svg
        className="us-map__svg"
        viewBox={`0 0 ${shapes.width} ${shapes.height}`}
        role="group"
        aria-label={t`Map of the United States: choose a state`}
      >
        <use className="us-map__other" href={`${shapes.href}#other`} aria-hidden="true" />
        {shapes.codes.map((code) => {
          const state = byCode.get(code);
          const count = state?.facilities ?? 0;
          const href = localized(paths.state.getHref(code));
          return (
            <a
              key={code}
              href={href}
              className="us-map__link"
              aria-label={`${term(state?.name ?? code).text}: ${facilities(count)}`}
              onClick={(event) => follow(event, href)}
              onFocus={() => setActive(code)}
              onBlur={() => setActive((current) => (current === code ? null : current))}
              onMouseEnter={() => setActive(code)}
              onMouseLeave={() => setActive((current) => (current === code ? null : current))}
            >
              <use className={`us-map__state us-map__state--${shadeOf(classes, count)}`} href={`${shapes.href}#${code}`} />
            </a>
          );
        })}
        {/* Drawn last so its outline is never hidden under a neighbour. */}
        {active && <use className="us-map__highlight" href={`${shapes.href}#${active}`} aria-hidden="true" />}
      </svg>
      <figcaption className="us-map__caption">
        <p className="us-map__readout" aria-hidden="true">
          {activeState
            ? `${term(activeState.name).text}: ${facilities(activeState.facilities)}`
            : t`Choose a state on the map to see its treatment centers.`}
        </p>
        <ul className="us-map__legend" aria-label={t`Map legend, facilities per state`}>
          {classes.map((c) => (
            <li key={c.level}>
              <span className={`us-map__swatch us-map__state--${c.level}`} aria-hidden="true" />
              {c.level === 0 ? t`None yet` : c.min === c.max ? number(c.min) : `${number(c.min)}–${number(c.max)}`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
