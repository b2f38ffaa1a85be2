import { t as translate } from '@lingui/core/macro';
import { useState } from 'react';
import { asApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import { useHydrated } from '../../../lib/use-hydrated';
import { nearestZip } from '../api/nearest-zip';

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; message: string };

/** The browser's position, asked for only now that the visitor asked for it. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 }),
  );
}

function positionError({ i18n }: Translator, error: GeolocationPositionError): string {
  return error.code === error.PERMISSION_DENIED
    ? translate(i18n)`Location is turned off for this site. Type a ZIP code instead.`
    : translate(i18n)`We could not get your location. Type a ZIP code instead.`;
}

/**
 * "Use my location": the browser's position becomes the nearest ZIP code, searched around. The
 * position goes to the Worker once, in a request body, and is kept nowhere.
 */
export function UseMyLocation({ onZip }: { onZip: (zip: string) => void }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const translator = useT();
  // It needs script: the server's HTML (and the render that takes it over) holds only its place,
  // unseen, so that the form does not move when it appears (Lighthouse measured a 0.013 shift).
  const reserved = !useHydrated();
  if (!reserved && !('geolocation' in navigator)) return null;

  async function locate() {
    setStatus({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setStatus({ kind: 'failed', message: positionError(translator, error as GeolocationPositionError) });
      return;
    }
    try {
      const { zip } = await nearestZip(position.coords.latitude, position.coords.longitude);
      setStatus({ kind: 'idle' });
      onZip(zip);
    } catch (error) {
      setStatus({ kind: 'failed', message: asApiError(error).message });
    }
  }

  return (
    <div className={reserved ? 'use-my-location use-my-location--reserved' : 'use-my-location'} aria-hidden={reserved || undefined}>
      <button
        type="button"
        className="link-button"
        onClick={() => void locate()}
        disabled={reserved || status.kind === 'locating'}
        tabIndex={reserved ? -1 : undefined}
      >
        {status.kind === 'locating' ? translate(translator.i18n)`Finding your location…` : translate(translator.i18n)`Use my location`}
      </button>
      <p role="status" className="use-my-location__message">
        {status.kind === 'failed' ? status.message : ''}
      </p>
    </div>
  );
}
