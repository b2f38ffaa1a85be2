import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut, type Role } from '../../lib/session';
import { FormAlert } from '../form-fields/form-status';

/**
 * Ends the session on the Worker, then goes to `to` (the sign-in page, told the visitor signed out).
 * If the Worker could not be reached the visitor is still signed in, and is told so.
 */
export function SignOutButton({ role, to }: { role: Role; to: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function leave() {
    setState('busy');
    try {
      await signOut(role);
      await navigate(to, { replace: true, state: { signedOut: true } });
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={state === 'busy'}>
        {state === 'busy' ? 'Signing Out...' : 'Sign Out'}
      </button>
      {state === 'failed' && (
        <FormAlert>
          <p>We could not sign you out. Please try again.</p>
        </FormAlert>
      )}
    </>
  );
}
